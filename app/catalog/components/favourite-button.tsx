import { useI18n } from "~/i18n/context";
import { toggleFavourite, useFavourites } from "~/ui/favourites";
import { Icon } from "~/ui/icons";
import { useScripted } from "~/ui/use-scripted";

/**
 * A heart that keeps a property among the visitor's favourites; shown once scripts run, in a
 * place kept free for it until then, so that nothing beside it moves. Not on paper.
 */
export function FavouriteButton(props: { id: number; title: string; className?: string }) {
  const { t } = useI18n();
  const saved = useFavourites().includes(props.id);
  const scripted = useScripted();
  if (!scripted) return <span aria-hidden="true" className={`block h-10 w-10 print:hidden ${props.className ?? ""}`} />;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t("favourites.remove", { title: props.title }) : t("favourites.save", { title: props.title })}
      onClick={() => toggleFavourite(props.id)}
      className={`flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-black/5 transition hover:scale-105 print:hidden ${props.className ?? ""}`}
    >
      <Icon name="heart" className={`h-5 w-5 ${saved ? "fill-accent-500 text-accent-600" : "text-brand-800"}`} />
    </button>
  );
}
