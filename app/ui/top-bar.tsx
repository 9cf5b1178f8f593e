import type { TopBarItemView } from "~/ui/layout";
import { useI18n } from "~/i18n/context";
import { Icon } from "./icons";

function Item(props: { item: TopBarItemView; compact: boolean }) {
  const { t } = useI18n();
  const { item } = props;
  return (
    <li>
      <a
        href={item.href}
        {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        style={item.color ? { color: item.color } : undefined}
        className="inline-flex min-h-8 items-center gap-1.5 rounded px-1 hover:text-white"
        aria-label={props.compact ? item.label : undefined}
      >
        <Icon name={item.icon} className="h-3.5 w-3.5 shrink-0" />
        <span className={props.compact ? "sr-only" : "hidden md:inline"}>{item.label}</span>
        {item.newTab ? <span className="sr-only"> {t("layout.newTab")}</span> : null}
      </a>
    </li>
  );
}

/** spec §2: the optional top bar of links in a left and a right group. */
export function TopBar(props: { left: TopBarItemView[]; right: TopBarItemView[]; switcher?: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("layout.topBar")} className="bg-brand-900 text-xs text-brand-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <ul className="flex items-center gap-3 sm:gap-5">
          {props.left.map((item) => (
            <Item key={item.href} item={item} compact={false} />
          ))}
        </ul>
        <div className="flex items-center gap-4">
          <ul className="flex items-center gap-2">
            {props.right.map((item) => (
              <Item key={item.href} item={item} compact />
            ))}
          </ul>
          {props.switcher}
        </div>
      </div>
    </nav>
  );
}
