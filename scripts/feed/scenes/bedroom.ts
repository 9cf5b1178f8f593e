/** Bedrooms: made bed with linen, bedside tables, window light. */
import { shade } from "./core/color";
import { boxOf } from "./core/draw";
import { planks } from "./core/patterns";
import { v3 } from "./core/space";
import { bed, nightstand, wardrobe } from "./parts/bedroom-furniture";
import { plant } from "./parts/decor";
import { rug } from "./parts/furniture";
import { interiorCtx, interiorFinish } from "./parts/interior";
import { accentPaints, artPalettes, wallPaints, woods } from "./parts/palette";
import { artwork, curtain, type Room, roomWindow, shell, skirting, sunPatch, windowGlow } from "./parts/room";
import { type Alt, type Picture, type Scene, variant } from "./types";

const linens: readonly string[] = ["#f3f1ec", "#e9e4da", "#d9dfe3", "#e7ddd3", "#dfe3d8"];
const throws: readonly string[] = ["#b9714f", "#8c9a7e", "#3f4b5e", "#d1a041", "#c9b8a4", "#7b6a8a"];
const heads: readonly string[] = ["#b9ab98", "#6f7d6a", "#3f4b5e", "#d8cfc0", "#8a6a52"];

type Style = "window-left" | "window-right" | "attic";

const alts: Record<Style, Alt> = {
  "window-left": {
    nl: "Rustige slaapkamer met tweepersoonsbed en veel licht",
    fr: "Chambre calme avec lit double et beaucoup de lumière",
    en: "Calm bedroom with a double bed and plenty of light",
    de: "Ruhiges Schlafzimmer mit Doppelbett und viel Licht",
  },
  "window-right": {
    nl: "Slaapkamer met ingebouwde kast en houten vloer",
    fr: "Chambre avec armoire encastrée et parquet",
    en: "Bedroom with built-in wardrobe and wooden floor",
    de: "Schlafzimmer mit Einbauschrank und Holzboden",
  },
  attic: {
    nl: "Gezellige slaapkamer met zachte kleuren en groot raam",
    fr: "Chambre chaleureuse aux tons doux avec grande fenêtre",
    en: "Cosy bedroom in soft colours with a large window",
    de: "Gemütliches Schlafzimmer in sanften Farben mit großem Fenster",
  },
};

export const bedroom: Scene = (rng, index): Picture => {
  const style = variant<Style>(["window-left", "window-right", "attic"], index);
  const left = style !== "window-right";
  const warm = index % 2 === 1;
  const light = left ? v3(-1, 0.5, 0.3) : v3(1, 0.5, 0.3);
  const ctx = interiorCtx(
    rng,
    {
      x: left ? rng.range(0.9, 1.3) : -rng.range(0.9, 1.3),
      z: 0.4,
      yaw: (left ? -1 : 1) * rng.range(14, 20),
      fov: 74,
      height: 1.35,
      horizon: rng.range(470, 500),
    },
    light,
    warm,
  );
  const { svg } = ctx;
  const wall = rng.pick(wallPaints);
  const room: Room = {
    w: rng.range(4.2, 5),
    d: rng.range(5.2, 5.8),
    h: 2.7,
    walls: { back: index % 3 === 0 ? rng.pick(accentPaints) : wall, left: wall, right: wall },
    floor: planks(rng.pick([woods.light, woods.oak, woods.pale]), 0.2, "t"),
  };
  const { w, d, h } = room;
  const windowWall = left ? "left" : "right";
  const s0 = d * 0.35;
  const s1 = d - 0.5;
  svg.add(shell(ctx, room), skirting(ctx, room));
  const frame = rng.pick(["#2b2c30", "#f2f0ea"]);
  const ws0 = left ? s0 : d - s1;
  const ws1 = left ? s1 : d - s0;
  svg.add(
    roomWindow(ctx, room, windowWall, ws0, 0.75, ws1, h - 0.25, {
      frame,
      mullions: 2,
      view: style === "attic" ? "sky" : "garden",
    }),
  );
  svg.add(
    curtain(
      ctx,
      room,
      windowWall,
      left ? ws1 + 0.05 : ws0 - 0.55,
      left ? ws1 + 0.55 : ws0 - 0.05,
      h - 0.08,
      rng.pick(["#efe9df", "#e3d9c8", "#cfd5d8"]),
    ),
  );
  svg.add(
    sunPatch(ctx, room, windowWall, ws0, 0.75, ws1, h - 0.25, 0.55),
    windowGlow(ctx, room, windowWall, (ws0 + ws1) / 2, 1.6, 0.3),
  );
  const bw = rng.pick([1.6, 1.8]);
  const bx = -bw / 2 + (left ? 0.5 : -0.5);
  svg.add(artwork(ctx, room, "back", bx + w / 2 + bw / 2 - 0.55, 1.45, 1.1, 0.7, rng.pick(artPalettes)));
  if (style === "window-right")
    svg.add(
      wardrobe(
        ctx,
        boxOf(-w / 2 + 0.02, 0, d - 2.0, -w / 2 + 0.64, 2.4, d - 0.02),
        rng.pick(["#ece9e3", woods.oak, "#c9c3b8"]),
        3,
        "x",
      ),
    );
  svg.add(
    rug(
      ctx,
      bx - 0.6,
      d - 3.0,
      bx + bw + 0.6,
      d - 0.6,
      shade(rng.pick(["#d8cfc0", "#c9b8a4", "#a3ad95"]), 0.2),
      shade("#d8cfc0", -0.05),
    ),
  );
  const wood = rng.pick([woods.oak, woods.walnut, "#e9e6df"]);
  svg.add(nightstand(ctx, bx - 0.6, d - 0.45, wood, rng.pick(["#c9b8a4", "#3a3a3a", "#e8e0d2"])));
  svg.add(nightstand(ctx, bx + bw + 0.15, d - 0.45, wood, rng.pick(["#c9b8a4", "#3a3a3a", "#e8e0d2"])));
  svg.add(
    bed(ctx, bx, d - 0.12, bw, rng.pick(linens), rng.pick(throws), rng.pick(heads), [
      rng.pick(linens),
      rng.pick(linens),
      rng.pick(throws),
      rng.pick(linens),
    ]),
  );
  if (style !== "window-right")
    svg.add(
      plant(ctx, v3(left ? w / 2 - 0.5 : -w / 2 + 0.5, 0, d - 0.5), 1.3, rng.pick(["fig", "olive", "snake"] as const)),
    );
  svg.add(interiorFinish(ctx, warm));
  svg.mirror(index >= 3);
  return { svg: svg.toString(), alt: alts[style] };
};
