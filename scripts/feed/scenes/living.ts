/** Living rooms: daylight from big windows, sofa, rug, plants, lamp, art. */
import { shade } from "./core/color";
import { boxOf } from "./core/draw";
import { brick, planks, tiles } from "./core/patterns";
import { v3 } from "./core/space";
import { floorLamp, plant, type PlantKind, vase } from "./parts/decor";
import { armchair, coffeeTable, diningSet, rug, sideboard, sofa } from "./parts/furniture";
import { interiorCtx, interiorFinish } from "./parts/interior";
import { accentPaints, artPalettes, fabrics, pillowColors, wallPaints, woods } from "./parts/palette";
import { artwork, curtain, type Room, roomWindow, shell, skirting, sunPatch, windowGlow } from "./parts/room";
import { type Alt, type Picture, type Scene, variant } from "./types";

type Style = "classic" | "garden" | "loft" | "dining";

const alts: Record<Style, Alt> = {
  classic: {
    nl: "Lichte woonkamer met zithoek en parketvloer",
    fr: "Séjour lumineux avec coin salon et parquet",
    en: "Bright living room with a seating area and wooden floor",
    de: "Helles Wohnzimmer mit Sitzecke und Holzboden",
  },
  garden: {
    nl: "Woonkamer met grote raampartij naar de tuin",
    fr: "Séjour avec grande baie vitrée donnant sur le jardin",
    en: "Living room with large windows onto the garden",
    de: "Wohnzimmer mit großer Fensterfront zum Garten",
  },
  loft: {
    nl: "Loftwoonkamer met bakstenen muur en stalen ramen",
    fr: "Séjour de style loft avec mur en briques et fenêtres en acier",
    en: "Loft-style living room with a brick wall and steel windows",
    de: "Wohnzimmer im Loftstil mit Backsteinwand und Stahlfenstern",
  },
  dining: {
    nl: "Open woon- en eetkamer met veel daglicht",
    fr: "Séjour et salle à manger ouverts, très lumineux",
    en: "Open-plan living and dining room with plenty of daylight",
    de: "Offener Wohn- und Essbereich mit viel Tageslicht",
  },
};

export const living: Scene = (rng, index): Picture => {
  const style = variant<Style>(["classic", "garden", "loft", "dining"], index);
  const loft = style === "loft";
  const warm = index % 3 === 2;
  const light = style === "garden" ? v3(0.25, 0.5, 1) : v3(-1, 0.55, 0.35);
  const yaw = style === "garden" ? rng.range(-6, 6) : -rng.range(10, 18);
  const ctx = interiorCtx(
    rng,
    { x: rng.range(0.2, 0.8), z: 0.9, yaw, fov: 74, height: 1.25, horizon: rng.range(470, 500) },
    light,
    warm,
  );
  const { svg } = ctx;
  const wall = rng.pick(wallPaints);
  const room: Room = {
    w: rng.range(5.4, 6.4),
    d: rng.range(5.4, 6.0),
    h: loft ? 3.6 : 2.75,
    walls: { back: index % 4 === 0 ? rng.pick(accentPaints) : wall, left: wall, right: wall },
    floor: loft
      ? tiles("#aaa69f", 1.2, 0.6, "#9a968f", true, 0.03)
      : planks(rng.pick([woods.light, woods.oak, woods.pale]), 0.19, "t"),
    ...(loft ? { wallTex: { back: brick(rng.pick(["#9a5a44", "#a8705a", "#8c4f3c"]), "#d8d0c4", 0.12) } } : {}),
  };
  const { w, d, h } = room;
  svg.add(shell(ctx, room), skirting(ctx, room));
  const winFrame = loft ? "#1e1f22" : rng.pick(["#2b2c30", "#f2f0ea"]);
  const sofaColor = loft ? "#8a5232" : rng.pick(fabrics);
  const pillows = [rng.pick(pillowColors), rng.pick(pillowColors), rng.pick(pillowColors)];
  const art = rng.pick(artPalettes);
  if (style === "garden") {
    svg.add(
      roomWindow(ctx, room, "back", 0.4, 0.02, w - 0.4, h - 0.15, {
        frame: winFrame,
        mullions: 3,
        view: "garden",
      }),
    );
    svg.add(
      sunPatch(ctx, room, "back", 0.4, 0.02, w - 0.4, h - 0.15, 0.45),
      windowGlow(ctx, room, "back", w / 2, 1.4, 0.35),
    );
    svg.add(artwork(ctx, room, "left", 2.4, 1.2, 1.3, 0.9, art));
    svg.add(rug(ctx, -w / 2 + 1.3, 2.2, 1.2, 4.7, shade(rng.pick(fabrics), 0.3), shade(rng.pick(fabrics), 0.1)));
    svg.add(plant(ctx, v3(w / 2 - 0.55, 0, d - 0.6), 1.5, rng.pick<PlantKind>(["fig", "palm", "olive"])));
    svg.add(floorLamp(ctx, v3(-w / 2 + 0.5, 0, 4.9)));
    svg.add(armchair(ctx, 0.9, 4.0, rng.pick(fabrics), "left"));
    svg.add(
      coffeeTable(ctx, v3(-w / 2 + 2.0, 0, 3.4), rng.chance(0.5), rng.pick([woods.oak, "#e8e4dc", woods.walnut])),
    );
    svg.add(sofa(ctx, -w / 2 + 0.1, 2.3, 2.4, sofaColor, pillows, 3, "right"));
  } else {
    const s0 = loft ? d * 0.35 : d * 0.42;
    const s1 = loft ? d - 0.4 : d - 0.7;
    const t0 = loft ? 0.5 : 0.45;
    const t1 = h - (loft ? 0.4 : 0.25);
    svg.add(
      roomWindow(ctx, room, "left", s0, t0, s1, t1, {
        frame: winFrame,
        mullions: loft ? 5 : 2,
        transom: loft,
        view: loft ? "city" : "garden",
      }),
    );
    if (!loft && rng.chance(0.7))
      svg.add(curtain(ctx, room, "left", s1 + 0.05, s1 + 0.55, h - 0.1, rng.pick(["#efe9df", "#e3d9c8", "#d9d6cf"])));
    svg.add(sunPatch(ctx, room, "left", s0, t0, s1, t1, 0.6), windowGlow(ctx, room, "left", (s0 + s1) / 2, 1.6, 0.3));
    const sofaW = style === "dining" ? 2.2 : rng.range(2.3, 2.7);
    const sx = style === "dining" ? w / 2 - sofaW - 0.5 : -sofaW / 2 + rng.range(0.1, 0.6);
    svg.add(
      artwork(
        ctx,
        room,
        "back",
        sx + w / 2 + sofaW / 2 - 0.6,
        1.45,
        1.2,
        0.85,
        art,
        rng.pick(["#2b2724", "#c9a77c", "#f2f0ea"]),
      ),
    );
    if (style !== "dining")
      svg.add(
        sideboard(
          ctx,
          boxOf(w / 2 - 0.5, 0, 1.8, w / 2 - 0.05, 0.62, 3.6),
          rng.pick([woods.oak, woods.walnut, "#e9e6df"]),
          1,
        ),
      );
    if (style === "dining")
      svg.add(
        diningSet(
          ctx,
          v3(-w / 2 + 2.0, 0, d - 2.1),
          1.9,
          rng.pick([woods.oak, woods.light]),
          rng.pick(["#2e2d2b", woods.oak, "#d6cdbd"]),
        ),
      );
    svg.add(
      plant(
        ctx,
        v3(sx - 0.5, 0, d - 0.45),
        1.6,
        rng.pick<PlantKind>(["fig", "palm", "snake"]),
        rng.pick(["#e9e4dc", "#c57d56", "#3a3a3a"]),
      ),
    );
    svg.add(
      rug(
        ctx,
        sx - 0.2,
        d - 3.1,
        sx + sofaW + 0.2,
        d - 0.4,
        shade(rng.pick(fabrics), 0.35),
        shade(rng.pick(fabrics), 0.15),
      ),
    );
    svg.add(sofa(ctx, sx, d - 1.1, sofaW, sofaColor, pillows, 3));
    svg.add(floorLamp(ctx, v3(sx + sofaW + 0.35, 0, d - 0.5)));
    svg.add(
      coffeeTable(
        ctx,
        v3(sx + sofaW / 2, 0, d - 2.1),
        rng.chance(0.5),
        rng.pick([woods.oak, "#e8e4dc", woods.walnut, "#2f2f2f"]),
      ),
    );
    if (style !== "dining") svg.add(armchair(ctx, sx + sofaW + 0.6, d - 3.2, rng.pick(fabrics), "left"));
  }
  if (style === "classic") svg.add(vase(ctx, v3(w / 2 - 0.3, 0.62, 2.5), "#d9cfc0"));
  svg.add(interiorFinish(ctx, warm));
  svg.mirror(index >= 4);
  return { svg: svg.toString(), alt: alts[style] };
};
