// spec §5: descriptions arrive as CRM HTML, so entities must be decoded to plain text.
// A small table, not a full HTML5 list: the CRM only emits these (plus numeric ones).

/** Named entities that are not accented letters. */
const plainEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  euro: "€",
  copy: "©",
  reg: "®",
  deg: "°",
  sup2: "²",
  sup3: "³",
  middot: "·",
  bull: "•",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  times: "×",
  AElig: "Æ",
  aelig: "æ",
  OElig: "Œ",
  oelig: "œ",
  Oslash: "Ø",
  oslash: "ø",
  szlig: "ß",
  ETH: "Ð",
  eth: "ð",
  THORN: "Þ",
  thorn: "þ",
};

/** The Latin-1 accented letters, as accent name → base letters carrying it. */
const accentedLetters: Record<string, [mark: string, letters: string]> = {
  grave: ["\u0300", "AEIOUaeiou"],
  acute: ["\u0301", "AEIOUYaeiouy"],
  circ: ["\u0302", "AEIOUaeiou"],
  tilde: ["\u0303", "ANOano"],
  uml: ["\u0308", "AEIOUYaeiouy"],
  ring: ["\u030a", "Aa"],
  cedil: ["\u0327", "Cc"],
};

function buildTable(): ReadonlyMap<string, string> {
  const table = new Map(Object.entries(plainEntities));
  for (const [accent, [mark, letters]] of Object.entries(accentedLetters)) {
    for (const letter of letters) {
      // "eacute" → "e" + U+0301, composed to "é".
      table.set(letter + accent, (letter + mark).normalize("NFC"));
    }
  }
  return table;
}

const namedEntities = buildTable();

function fromCodePoint(code: number): string {
  // Out-of-range and surrogate code points cannot be a character; HTML shows U+FFFD.
  const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return invalid ? "\ufffd" : String.fromCodePoint(code);
}

/** Decodes &name;, &#233; and &#xE9;. Unknown names are left as they are. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]*));/g,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      const named = name === undefined ? undefined : namedEntities.get(name);
      return named ?? entity;
    },
  );
}
