/** Repeating surface patterns in metres: brickwork, roof tiles, planks, tiles, sheeting, leaves. */
import { shade, vary } from "./color";
import { m, type Texture } from "./texture";

const tile = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${m(x)}" y="${m(y)}" width="${m(w)}" height="${m(h)}" fill="${fill}"${extra}/>`;

/** Running-bond brickwork; `joint` is the mortar colour. */
export function brick(color: string, joint = "#cfc6b8", spread = 0.09): Texture {
  const cols = 4;
  const rows = 8;
  const bw = 0.22;
  const bh = 0.0625;
  return {
    key: `brick${color}${joint}${spread}`,
    w: cols * bw,
    h: rows * bh,
    base: color,
    draw: (tint, rng) => {
      let out = tile(0, 0, cols * bw, rows * bh, tint(joint));
      for (let r = 0; r < rows; r++) {
        const offset = r % 2 === 0 ? 0 : bw / 2;
        for (let c = -1; c < cols; c++) {
          const fill = tint(vary(color, spread, rng.next));
          out += tile(c * bw + offset, r * bh + 0.006, bw - 0.011, bh - 0.012, fill);
        }
      }
      return out;
    },
  };
}

/** Roof covering: rows of tiles, the lower edge of each row in shadow. */
export function roofTiles(color: string, rowHeight = 0.3, tileWidth = 0.24): Texture {
  const cols = 6;
  const rows = 4;
  return {
    key: `roof${color}${rowHeight}${tileWidth}`,
    w: cols * tileWidth,
    h: rows * rowHeight,
    base: color,
    draw: (tint, rng) => {
      let out = tile(0, 0, cols * tileWidth, rows * rowHeight, tint(shade(color, -0.35)));
      for (let r = 0; r < rows; r++) {
        const offset = r % 2 === 0 ? 0 : tileWidth / 2;
        for (let c = -1; c < cols; c++) {
          const tone = vary(color, 0.06, rng.next);
          const x = c * tileWidth + offset;
          out += tile(x + 0.004, r * rowHeight + rowHeight * 0.12, tileWidth - 0.008, rowHeight * 0.88, tint(tone));
          out += tile(
            x + 0.004,
            r * rowHeight + rowHeight * 0.12,
            tileWidth - 0.008,
            rowHeight * 0.1,
            tint(shade(tone, -0.18)),
          );
        }
      }
      return out;
    },
  };
}

/** Boards or planks; `along` says in which direction their length runs. */
export function planks(color: string, width = 0.19, along: "s" | "t" = "t", spread = 0.05, gap = 0.004): Texture {
  const count = 6;
  const length = 4.8;
  return {
    key: `planks${color}${width}${along}${spread}${gap}`,
    w: along === "t" ? count * width : length,
    h: along === "t" ? length : count * width,
    base: color,
    draw: (tint, rng) => {
      const gapFill = tint(shade(color, -0.45));
      let out = along === "t" ? tile(0, 0, count * width, length, gapFill) : tile(0, 0, length, count * width, gapFill);
      for (let i = 0; i < count; i++) {
        let pos = -rng.range(0, 1.6);
        while (pos < length) {
          const len = rng.range(1.1, 2.2);
          const fill = tint(vary(color, spread, rng.next));
          const a = i * width + gap / 2;
          const b = Math.max(0, pos) + gap / 2;
          const l = Math.min(length, pos + len) - Math.max(0, pos) - gap;
          out += along === "t" ? tile(a, b, width - gap, l, fill) : tile(b, a, l, width - gap, fill);
          pos += len;
        }
      }
      return out;
    },
  };
}

/** Square or rectangular tiles with grout lines; `stagger` offsets every other row. */
export function tiles(
  color: string,
  tw: number,
  th: number,
  grout = "#d9d6d0",
  stagger = false,
  spread = 0.03,
): Texture {
  const cols = 4;
  const rows = 4;
  return {
    key: `tiles${color}${tw}${th}${grout}${stagger}${spread}`,
    w: cols * tw,
    h: rows * th,
    base: color,
    draw: (tint, rng) => {
      const g = Math.min(0.006, tw * 0.05);
      let out = tile(0, 0, cols * tw, rows * th, tint(grout));
      for (let r = 0; r < rows; r++) {
        const offset = stagger && r % 2 === 1 ? tw / 2 : 0;
        for (let c = -1; c < cols; c++) {
          out += tile(c * tw + offset + g / 2, r * th + g / 2, tw - g, th - g, tint(vary(color, spread, rng.next)));
        }
      }
      return out;
    },
  };
}

/** Profiled metal sheeting for industrial halls. */
export function corrugated(color: string): Texture {
  return {
    key: `corr${color}`,
    w: 0.25,
    h: 1,
    base: color,
    draw: (tint) =>
      tile(0, 0, 0.25, 1, tint(color)) +
      tile(0, 0, 0.05, 1, tint(shade(color, -0.18))) +
      tile(0.05, 0, 0.03, 1, tint(shade(color, 0.12))),
  };
}

/** Dense clipped foliage (hedges). */
export function leaves(colors: readonly [string, string, string]): Texture {
  const [dark, mid, light] = colors;
  return {
    key: `leaves${colors.join("")}`,
    w: 0.6,
    h: 0.6,
    base: mid,
    draw: (tint, rng) => {
      let out = tile(0, 0, 0.6, 0.6, tint(shade(mid, -0.12)));
      for (let i = 0; i < 70; i++) {
        const fill = tint(rng.pick([dark, mid, mid, light]));
        const x = rng.range(0, 0.6);
        const y = rng.range(0, 0.6);
        const r = rng.range(0.025, 0.05);
        for (const dx of [-0.6, 0, 0.6]) {
          for (const dy of [-0.6, 0, 0.6]) {
            if (x + dx + r > 0 && x + dx - r < 0.6 && y + dy + r > 0 && y + dy - r < 0.6) {
              out += `<circle cx="${m(x + dx)}" cy="${m(y + dy)}" r="${m(r)}" fill="${fill}"/>`;
            }
          }
        }
      }
      return out;
    },
  };
}
