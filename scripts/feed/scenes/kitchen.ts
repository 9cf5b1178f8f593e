/** Kitchens: cabinet runs, worktops, an island with stools, pendants and a window. */
import { mix } from "./core/color";
import { planks, tiles } from "./core/patterns";
import { v3 } from "./core/space";
import { textured } from "./core/texture";
import { pendant, plant } from "./parts/decor";
import {
  counterRun,
  hood,
  island,
  type KitchenStyle,
  shelves,
  sinkAndHob,
  tallUnit,
  wallCabinets,
} from "./parts/fixtures";
import { interiorCtx, interiorFinish } from "./parts/interior";
import { wallPaints, woods } from "./parts/palette";
import { type Room, roomWindow, shell, sunPatch, wallFrame, windowGlow } from "./parts/room";
import { type Alt, type Picture, type Scene, variant } from "./types";

interface Finish extends KitchenStyle {
  words: Alt;
}

const finishes: readonly Finish[] = [
  {
    cabinet: "#9aa68c",
    top: "#eeece8",
    handles: "#b08a52",
    words: { nl: "saliegroene", fr: "vert sauge", en: "sage green", de: "salbeigrünen" },
  },
  {
    cabinet: "#2f3e52",
    top: "#e9e6e0",
    handles: "#c9a86a",
    words: { nl: "donkerblauwe", fr: "bleu nuit", en: "navy", de: "dunkelblauen" },
  },
  {
    cabinet: "#eeece7",
    top: "#b48a5e",
    handles: "#2b2b2b",
    words: { nl: "witte", fr: "blanches", en: "white", de: "weißen" },
  },
  {
    cabinet: "#b48a5e",
    top: "#2b2b2d",
    handles: "#2b2b2b",
    words: { nl: "eikenhouten", fr: "en chêne", en: "oak", de: "Eichen-" },
  },
  {
    cabinet: "#3a3b3f",
    top: "#d9d4cc",
    handles: "#9a9ca0",
    words: { nl: "antracietkleurige", fr: "anthracite", en: "charcoal", de: "anthrazitfarbenen" },
  },
  {
    cabinet: "#d8cfc0",
    top: "#f1efea",
    handles: "#8a6a4a",
    words: { nl: "beige", fr: "beiges", en: "beige", de: "beigen" },
  },
];

function kitchenAlt(f: Finish, withIsland: boolean): Alt {
  const w = f.words;
  const de = w.de.endsWith("-") ? `${w.de}Fronten` : `${w.de} Fronten`;
  return withIsland
    ? {
        nl: `Keuken met kookeiland en ${w.nl} kasten`,
        fr: `Cuisine avec îlot et armoires ${w.fr}`,
        en: `Kitchen with an island and ${w.en} cabinets`,
        de: `Küche mit Kochinsel und ${de}`,
      }
    : {
        nl: `Lichte keuken met ${w.nl} kasten en raam`,
        fr: `Cuisine lumineuse avec armoires ${w.fr} et fenêtre`,
        en: `Bright kitchen with ${w.en} cabinets and a window`,
        de: `Helle Küche mit ${de} und Fenster`,
      };
}

export const kitchen: Scene = (rng, index): Picture => {
  const f = variant(finishes, index);
  const withIsland = index % 3 !== 2;
  const ctx = interiorCtx(
    rng,
    {
      x: rng.range(-0.6, 0.6),
      z: 0.5,
      yaw: rng.range(-10, 10),
      fov: 74,
      height: 1.4,
      horizon: rng.range(470, 500),
    },
    v3(-1, 0.55, 0.4),
    index % 2 === 1,
  );
  const { svg } = ctx;
  const wall = rng.pick(wallPaints);
  const room: Room = {
    w: rng.range(4.8, 5.6),
    d: rng.range(5.8, 6.4),
    h: 2.7,
    walls: { back: wall, left: wall, right: wall },
    floor:
      index % 2 === 0
        ? tiles(rng.pick(["#cfcac2", "#b9b5ae", "#dcd6cc"]), 0.6, 0.6, "#aba69e")
        : planks(rng.pick([woods.light, woods.oak]), 0.2, "t"),
  };
  const { w, d, h } = room;
  svg.add(shell(ctx, room));
  const back = wallFrame(room, "back");
  const splash = rng.pick([
    tiles("#f2f0ea", 0.15, 0.075, "#d8d5cf", true, 0.02),
    tiles("#9fb3a8", 0.13, 0.065, "#e6e4de", true, 0.08),
    tiles("#e8e2d8", 0.1, 0.1, "#cdc6bb", false, 0.06),
  ]);
  svg.add(textured(ctx, back, 0.2, 0.9, w - 1.0, 1.55, splash));
  const winS0 = w * 0.28;
  const winS1 = w * 0.62;
  if (!withIsland || index % 2 === 0) {
    svg.add(
      roomWindow(ctx, room, "back", winS0, 1.1, winS1, 2.3, {
        frame: "#2b2c30",
        mullions: 2,
        view: "garden",
      }),
      windowGlow(ctx, room, "back", (winS0 + winS1) / 2, 1.6, 0.25),
    );
  } else {
    svg.add(wallCabinets(ctx, -w / 2 + 0.2, -w / 2 + w * 0.6, d, f));
  }
  svg.add(
    roomWindow(ctx, room, "left", d * 0.3, 0.95, d - 0.6, h - 0.3, {
      frame: "#2b2c30",
      mullions: 2,
      view: "garden",
    }),
  );
  svg.add(sunPatch(ctx, room, "left", d * 0.3, 0.95, d - 0.6, h - 0.3, 0.45));
  const hobX = -w / 2 + w * 0.78 - 0.5;
  if (index % 2 === 0) svg.add(shelves(ctx, w / 2 - 1.9, w / 2 - 1.0, d, mix(woods.oak, "#ffffff", 0.1), [1.55, 1.95]));
  else svg.add(hood(ctx, hobX, d, 1.65, h - 1.65, mix(f.cabinet, "#ffffff", 0.1)));
  svg.add(tallUnit(ctx, w / 2 - 0.8, w / 2, d, f));
  svg.add(counterRun(ctx, -w / 2 + 0.2, w / 2 - 0.8, d, f));
  svg.add(sinkAndHob(ctx, -w / 2 + (winS0 + winS1) / 2, hobX, d, f.handles === "#2b2b2b" ? "#2b2b2b" : "#b9bcc0"));
  if (withIsland) {
    const iw = rng.range(1.9, 2.4);
    const cx = rng.range(-0.3, 0.3);
    svg.add(island(ctx, cx - iw / 2, cx + iw / 2, d - 2.5, d - 1.6, f, rng.pick(["#2b2b2b", woods.oak, "#d9cfc0"])));
    const kind = rng.chance(0.5) ? "globe" : "dome";
    for (let i = 0; i < 3; i++)
      svg.add(
        pendant(ctx, v3(cx - 0.6 + i * 0.6, 1.95, d - 2.1), h, kind, rng.pick(["#2b2b2b", "#2b2b2b", "#c9a86a"])),
      );
  } else {
    svg.add(plant(ctx, v3(w / 2 - 1.2, 0, d - 1.3), 0.9, "olive", "#c57d56"));
  }
  svg.add(interiorFinish(ctx, index % 2 === 1));
  svg.mirror(index >= 3);
  return { svg: svg.toString(), alt: kitchenAlt(f, withIsland) };
};
