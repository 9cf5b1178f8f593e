import { decodeEntities } from "./html-entities";

// spec §5: property descriptions are shown as plain text, shortened for cards and teasers.

export type CleanDescriptionOptions = {
  /** Maximum length in characters before the ellipsis; default 250 (spec §5). */
  maxLength?: number;
  /** Whether to add "…" after a shortened text; default true. */
  ellipsis?: boolean;
};

const defaultMaxLength = 250;
/** spec §5: a word-boundary cut is only taken when it keeps more than 80 % of the limit. */
const wordCutRatio = 0.8;

/** Tags that separate words visually, so removing them must leave a space. */
const blockTag = /^(?:br|p|li|div|ul|ol|h[1-6]|tr|td|th|table|hr|blockquote)$/i;

function stripTags(html: string): string {
  return (
    html
      // Script and style bodies are code, never text; an unclosed one runs to the end.
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
      .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
      // Quoted attribute values may contain ">", so they are skipped as a whole.
      .replace(/<\/?([a-z][a-z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (_tag, name: string) =>
        blockTag.test(name) ? " " : "",
      )
  );
}

/** Trailing punctuation that looks wrong right before "…". */
const trailingPunctuation = /[\s.,;:!?…\-–—(/]+$/u;

function shorten(text: string, maxLength: number, ellipsis: boolean): string {
  // Count code points, not UTF-16 units, so an emoji is never cut in half.
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;

  const lastSpace = characters.lastIndexOf(" ", maxLength - 1);
  // Index of the space = characters kept before it; "beyond 80 %" is strictly greater.
  const keep = lastSpace > maxLength * wordCutRatio ? lastSpace : maxLength;
  const cut = characters.slice(0, keep).join("");

  return ellipsis ? `${cut.replace(trailingPunctuation, "")}…` : cut.trimEnd();
}

/**
 * Turns CRM HTML into one line of plain text: tags stripped, entities decoded,
 * whitespace collapsed, and shortened to maxLength (spec §5).
 */
export function cleanDescription(html: string, options: CleanDescriptionOptions = {}): string {
  const { maxLength = defaultMaxLength, ellipsis = true } = options;
  // Entities are decoded after stripping, so "&lt;b&gt;" stays visible text.
  const text = decodeEntities(stripTags(html)).replace(/\s+/g, " ").trim();
  return shorten(text, maxLength, ellipsis);
}
