// spec §9: city names in titles are capitalised per word and per hyphen-separated part,
// whatever case the CRM sends ("SINT-KATELIJNE-WAVER" → "Sint-Katelijne-Waver").

/** spec §9: the old article 's- ('s-Gravenwezel) stays lower case; ’ and ʼ are typed too. */
const article = /^(['’ʼ])s-/i;

/** First letter upper case, the rest lower case; leading non-letters ("(") are skipped. */
function capitalizePart(part: string): string {
  return part.toLowerCase().replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

function capitalizeWords(text: string): string {
  return text.replace(/[^\s-]+/g, capitalizePart);
}

export function capitalizeCity(name: string): string {
  const tidy = name.trim().replace(/\s+/g, " ");
  const match = article.exec(tidy);
  if (match === null) return capitalizeWords(tidy);
  return `${match[0].toLowerCase()}${capitalizeWords(tidy.slice(match[0].length))}`;
}
