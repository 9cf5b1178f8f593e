import { Marked } from "marked";
import type { Language } from "~/domain/language";
import { opensNewTab, resolveLink } from "./links";

// The articles' Markdown, rendered once per article and language. The content files are the
// agency's own, so their HTML is trusted; links get their localized path.

const renderers = new Map<Language, Marked>();

function rendererFor(language: Language): Marked {
  let marked = renderers.get(language);
  if (!marked) {
    marked = new Marked({
      renderer: {
        link({ href, tokens }) {
          const target = resolveLink(href, language);
          const label = this.parser.parseInline(tokens);
          const external = opensNewTab(target) && !target.startsWith("tel:") && !target.startsWith("mailto:");
          return external
            ? `<a href="${target}" target="_blank" rel="noopener noreferrer">${label}</a>`
            : `<a href="${target}">${label}</a>`;
        },
      },
    });
    renderers.set(language, marked);
  }
  return marked;
}

const cache = new Map<string, string>();

export function markdownToHtml(source: string, language: Language): string {
  const key = `${language}\u0000${source}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = rendererFor(language).parse(source, { async: false });
    cache.set(key, html);
  }
  return html;
}
