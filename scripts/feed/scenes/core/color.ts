/** Small colour helpers on #rrggbb strings. */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  const clamp = (n: number): number => Math.max(0, Math.min(255, Math.round(n)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative ones darken towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#000000", -amount);
}

export function multiply(a: string, b: string, gain = 1): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return format([(ar * br * gain) / 255, (ag * bg * gain) / 255, (ab * bb * gain) / 255]);
}

/** A slightly different tone of the same colour, for natural variation. */
export function vary(color: string, amount: number, random: () => number): string {
  const [r, g, b] = parse(color);
  const k = 1 + (random() * 2 - 1) * amount;
  const hue = (random() * 2 - 1) * amount * 40;
  return format([r * k + hue, g * k, b * k - hue]);
}
