import type { Language } from "~/domain/language";
import { languageNames } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import type { Alternates } from "~/i18n/links";

// spec §2: shown only when more than one language is enabled, upper-case codes, and each
// leads to the same page in that language. Plain links, so it works without JavaScript.
export function LanguageSwitcher(props: { alternates: Alternates; languages: readonly Language[] }) {
  const { language, t } = useI18n();
  if (props.languages.length < 2) return null;
  return (
    <nav aria-label={t("language.choose")}>
      <ul className="flex items-center gap-0.5 text-xs font-semibold tracking-wide">
        {props.languages.map((code) => (
          <li key={code}>
            <a
              href={props.alternates[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? "true" : undefined}
              title={t(languageNames[code])}
              className={`inline-flex min-h-9 min-w-8 items-center justify-center rounded-full px-1.5 ${
                code === language ? "bg-accent-500/25" : "opacity-75 hover:opacity-100"
              }`}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
