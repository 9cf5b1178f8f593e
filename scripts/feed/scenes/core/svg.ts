/** A tiny SVG document builder: shared defs (gradients, filters, patterns) plus a body. */
export const WIDTH = 1600;
export const HEIGHT = 1067;

export interface Pt {
  x: number;
  y: number;
}

/** [offset 0..1, colour, opacity]. */
export type Stop = readonly [number, string, number?];

type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

export const num = (n: number): string => (Math.round(n * 10) / 10).toString();

export function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  `<circle${attrs({ cx, cy, r, ...a })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  `<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`;

export const line = (a: Pt, b: Pt, at: Attrs = {}): string =>
  `<line${attrs({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, ...at })}/>`;

export const pointsAttr = (pts: readonly Pt[]): string => pts.map((p) => `${num(p.x)},${num(p.y)}`).join(" ");

export const poly = (pts: readonly Pt[], a: Attrs = {}): string =>
  pts.length < 3 ? "" : `<polygon points="${pointsAttr(pts)}"${attrs(a)}/>`;

/** Path data with every number rounded to 0.1, which keeps the markup small. */
const roundPath = (d: string): string => d.replace(/-?\d+\.\d+/g, (n) => num(Number(n)));

export const path = (d: string, a: Attrs = {}): string => `<path d="${roundPath(d)}"${attrs(a)}/>`;

export const group = (children: string, a: Attrs = {}): string =>
  children === "" ? "" : `<g${attrs(a)}>${children}</g>`;

export function bounds(pts: readonly Pt[]): { x: number; y: number; w: number; h: number } {
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;
  private mirrored = false;

  /** Flip the finished picture left to right (a cheap way to vary similar compositions). */
  mirror(on = true): void {
    this.mirrored = on;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  /** Registers a definition once per key; returns its url(#id). */
  defOnce(key: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const id = this.id("d");
    this.defs.push(build(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Gradient in user space from (x1,y1) to (x2,y2). */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const a = attrs({ x1, y1, x2, y2 });
    return this.defOnce(
      `lin${a}${stopsMarkup(stops)}`,
      (id) => `<linearGradient id="${id}" gradientUnits="userSpaceOnUse"${a}>${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  /** Gradient relative to the shape's bounding box (0..1 coordinates). */
  linearBox(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const a = `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
    return this.defOnce(
      `linb${a}${stopsMarkup(stops)}`,
      (id) => `<linearGradient id="${id}" ${a}>${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number, squash = 1): string {
    const transform =
      squash === 1
        ? ""
        : ` gradientTransform="translate(${num(cx)} ${num(cy)}) scale(1 ${squash}) translate(${num(-cx)} ${num(-cy)})"`;
    const a = attrs({ cx, cy, r });
    return this.defOnce(
      `rad${a}${transform}${stopsMarkup(stops)}`,
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse"${a}${transform}>${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  /** Radial gradient relative to each shape's own box: handy for soft blobs. */
  radialBox(stops: readonly Stop[]): string {
    return this.defOnce(
      `radb${stopsMarkup(stops)}`,
      (id) => `<radialGradient id="${id}">${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  blur(std: number): string {
    const s = num(std);
    return this.defOnce(
      `blur${s}`,
      (id) =>
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    );
  }

  clip(markup: string): string {
    return this.defOnce(`clip${markup}`, (id) => `<clipPath id="${id}">${markup}</clipPath>`);
  }

  toString(): string {
    const body = this.body.join("");
    const content = this.mirrored ? `<g transform="translate(${WIDTH} 0) scale(-1 1)">${body}</g>` : body;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${this.defs.join("")}</defs>${content}</svg>`;
  }
}
