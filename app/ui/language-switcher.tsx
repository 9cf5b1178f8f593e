import type { Language } from "~/domain/language";
import { languageEndonyms } from "~/domain/language";
import { useI18n } from "~/i18n/context";
import type { Alternates } from "~/i18n/links";

// spec §2: shown only when more than one language is enabled, upper-case codes, and each
// leads to the same page in that language. Plain links, so it works without JavaScript. Each
// language is named in itself (Français, Deutsch), for those who read it and for their screen
// reader, which speaks it in that language.
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
              title={languageEndonyms[code]}
              className={`inline-flex min-h-9 min-w-8 items-center justify-center rounded-full px-1.5 ${
                code === language ? "bg-accent-500/25" : "opacity-75 hover:opacity-100"
              }`}
            >
              {code.toUpperCase()}
              <span className="sr-only">{` ${languageEndonyms[code]}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
