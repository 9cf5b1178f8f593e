/** Bathrooms: tiled walls, floating vanity, mirror, walk-in shower. */
import { shade } from "./core/color";
import { box, boxOf } from "./core/draw";
import { tiles } from "./core/patterns";
import { v3 } from "./core/space";
import { textured } from "./core/texture";
import { mirror, rainShower, showerScreen, vanity } from "./parts/bath-fittings";
import { plant } from "./parts/decor";
import { rug } from "./parts/furniture";
import { interiorCtx, interiorFinish } from "./parts/interior";
import { woods } from "./parts/palette";
import { type Room, roomWindow, shell, sunPatch, wallFrame, windowGlow } from "./parts/room";
import { type Alt, type Picture, type Scene, variant } from "./types";

interface Look {
  wall: string;
  tile: string;
  floor: string;
  wood: string;
  metal: string;
  words: Alt;
}

const looks: readonly Look[] = [
  {
    wall: "#eeebe5",
    tile: "#e9e5de",
    floor: "#8d8a86",
    wood: woods.oak,
    metal: "#232325",
    words: {
      nl: "lichte tegels en zwarte kranen",
      fr: "carrelage clair et robinetterie noire",
      en: "light tiles and black taps",
      de: "hellen Fliesen und schwarzen Armaturen",
    },
  },
  {
    wall: "#e9ece8",
    tile: "#a9bcb1",
    floor: "#d9d5ce",
    wood: woods.light,
    metal: "#b9bcc0",
    words: {
      nl: "groene wandtegels",
      fr: "carrelage mural vert",
      en: "green wall tiles",
      de: "grünen Wandfliesen",
    },
  },
  {
    wall: "#efe9e1",
    tile: "#d8cbbb",
    floor: "#b7ada1",
    wood: woods.walnut,
    metal: "#c9a86a",
    words: {
      nl: "warme natuurtinten en messing kranen",
      fr: "tons naturels chauds et robinetterie en laiton",
      en: "warm natural tones and brass taps",
      de: "warmen Naturtönen und Messingarmaturen",
    },
  },
  {
    wall: "#f1f0ed",
    tile: "#f4f3f0",
    floor: "#5f6064",
    wood: "#e9e6df",
    metal: "#232325",
    words: {
      nl: "witte tegels en donkere vloer",
      fr: "carrelage blanc et sol foncé",
      en: "white tiles and a dark floor",
      de: "weißen Fliesen und dunklem Boden",
    },
  },
];

export const bathroom: Scene = (rng, index): Picture => {
  const look = variant(looks, index);
  const ctx = interiorCtx(
    rng,
    {
      x: rng.range(-0.2, 0.3),
      z: 0.25,
      yaw: rng.range(-6, 6),
      fov: 80,
      height: 1.35,
      horizon: rng.range(480, 510),
    },
    v3(1, 0.6, 0.3),
    index % 2 === 1,
  );
  const { svg } = ctx;
  const wallTile = rng.pick([
    tiles(look.tile, 0.3, 0.6, shade(look.tile, -0.06), true, 0.008),
    tiles(look.tile, 0.15, 0.075, shade(look.tile, -0.1), true, 0.06),
    tiles(look.tile, 0.1, 0.1, shade(look.tile, -0.08), false, 0.07),
  ]);
  const room: Room = {
    w: rng.range(3.4, 3.9),
    d: rng.range(3.6, 4.0),
    h: 2.6,
    walls: { back: look.wall, left: look.wall, right: look.wall },
    floor: tiles(look.floor, 0.6, 0.6, shade(look.floor, -0.12), false, 0.03),
    wallTex: { left: wallTile },
  };
  const { w, d, h } = room;
  svg.add(shell(ctx, room));
  const back = wallFrame(room, "back");
  svg.add(textured(ctx, back, 0, 0, w, 1.25, wallTile));
  svg.add(box(ctx, boxOf(-w / 2, 1.25, d - 0.12, w / 2, 1.29, d), shade(look.tile, -0.05)));
  svg.add(roomWindow(ctx, room, "right", 0.5, 1.5, 1.4, h - 0.2, { frame: "#f2f0ea", mullions: 1, view: "sky" }));
  svg.add(sunPatch(ctx, room, "right", 0.5, 1.5, 1.4, h - 0.2, 0.35), windowGlow(ctx, room, "right", 1.0, 2.0, 0.25));
  const vx0 = -0.2;
  const vx1 = vx0 + rng.pick([1.2, 1.4]);
  svg.add(mirror(ctx, back, vx0 + w / 2 + 0.1, 1.45, vx1 + w / 2 - 0.1, 2.25, look.metal, index % 2 === 0));
  svg.add(rug(ctx, vx0 + 0.1, d - 1.25, vx1 - 0.1, d - 0.65, "#efebe4", "#d9d3c9"));
  svg.add(vanity(ctx, vx0, vx1, d, look.wood, shade(look.tile, 0.1), look.metal));
  const towel = rng.pick(["#f4f1ea", "#d9cfc0", "#a9b8ad"]);
  svg.add(
    box(ctx, boxOf(vx1 - 0.34, 0.86, d - 0.42, vx1 - 0.06, 0.92, d - 0.14), towel),
    box(ctx, boxOf(vx1 - 0.32, 0.92, d - 0.4, vx1 - 0.08, 0.97, d - 0.16), shade(towel, 0.05)),
  );
  svg.add(rainShower(ctx, v3(-w / 2 + 0.55, h - 0.35, d - 0.6), look.metal));
  svg.add(showerScreen(ctx, -w / 2 + 1.15, d - 1.35, d, 2.05, look.metal));
  svg.add(plant(ctx, v3(w / 2 - 0.35, 0, d - 0.3), 0.8, index % 2 === 0 ? "snake" : "palm", "#e9e4dc"));
  svg.add(interiorFinish(ctx, index % 2 === 1));
  svg.mirror(index >= 2);
  return { svg: svg.toString(), alt: bathAlt(look) };
};

function bathAlt(look: Look): Alt {
  const w = look.words;
  return {
    nl: `Badkamer met inloopdouche, ${w.nl}`,
    fr: `Salle de bains avec douche à l'italienne, ${w.fr}`,
    en: `Bathroom with a walk-in shower, ${w.en}`,
    de: `Badezimmer mit bodengleicher Dusche, ${w.de}`,
  };
}
