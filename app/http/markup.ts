/**
 * Text made safe inside HTML or XML, in an element or a quoted attribute: `& < > " '` as numeric
 * references. For markup written as a string (the sitemaps, the map's labels, the render limit's
 * page); React escapes what it renders itself.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
