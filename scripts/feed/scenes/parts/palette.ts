/** Named materials and colours, with the words the alt texts need in each language. */
import type { Alt } from "../types";

export interface Named extends Alt {
  color: string;
}

export interface BrickColor extends Named {
  joint: string;
}

/** Brick colours; the texts fit after "in" / "en" / "aus" (German dative). */
export const bricks: readonly BrickColor[] = [
  {
    color: "#9a4834",
    joint: "#d3cabc",
    nl: "rode baksteen",
    fr: "brique rouge",
    en: "red brick",
    de: "rotem Backstein",
  },
  {
    color: "#7a3e2f",
    joint: "#c9c0b2",
    nl: "donkerrode baksteen",
    fr: "brique rouge foncé",
    en: "dark red brick",
    de: "dunkelrotem Backstein",
  },
  {
    color: "#c49d63",
    joint: "#e3dccc",
    nl: "gele baksteen",
    fr: "brique jaune",
    en: "yellow brick",
    de: "gelbem Backstein",
  },
  {
    color: "#8a634a",
    joint: "#d2c8b8",
    nl: "bruine baksteen",
    fr: "brique brune",
    en: "brown brick",
    de: "braunem Backstein",
  },
  {
    color: "#ad5d3e",
    joint: "#ddd3c5",
    nl: "oranjerode baksteen",
    fr: "brique rouge orangé",
    en: "orange-red brick",
    de: "orangerotem Backstein",
  },
  {
    color: "#a88f79",
    joint: "#d9d2c6",
    nl: "beige gevelsteen",
    fr: "brique beige",
    en: "beige brick",
    de: "beigem Klinker",
  },
];

export const darkBrick: BrickColor = {
  color: "#57514e",
  joint: "#3b3937",
  nl: "antracietkleurige gevelsteen",
  fr: "brique anthracite",
  en: "charcoal brick",
  de: "anthrazitfarbenem Klinker",
};

/** Render (plaster) colours for facades. */
export const renders: readonly Named[] = [
  { color: "#f1eee7", nl: "witte gevel", fr: "façade blanche", en: "white render", de: "weißem Putz" },
  {
    color: "#ebe3d3",
    nl: "crèmekleurige gevel",
    fr: "façade crème",
    en: "cream render",
    de: "cremefarbenem Putz",
  },
  {
    color: "#dfe0dc",
    nl: "lichtgrijze gevel",
    fr: "façade gris clair",
    en: "light grey render",
    de: "hellgrauem Putz",
  },
];

export const roofColors = {
  clay: "#8f4530",
  brownClay: "#6a4333",
  anthracite: "#3d3f45",
  slate: "#4a4f5a",
  black: "#2e2f34",
} as const;

export const frameColors = {
  white: "#f2f0ea",
  anthracite: "#33363b",
  black: "#1f2024",
  oak: "#8a6240",
  green: "#2f4a3c",
  cream: "#e6dcc8",
} as const;

export const doorColors: readonly string[] = [
  "#2f4a3c",
  "#1f3347",
  "#6b2a2a",
  "#33363b",
  "#8a6240",
  "#e6dcc8",
  "#44516a",
];
export const bluestone = "#6f7378";

/** Interior colours. */
export const wallPaints: readonly string[] = ["#f2efe9", "#ebe5db", "#e4ddd2", "#dfe1da", "#efe6dc", "#e8e8e4"];
export const accentPaints: readonly string[] = ["#a9b49c", "#c99a7e", "#7d8b97", "#d9c6a8", "#8f9c86"];
export const fabrics: readonly string[] = ["#d8cfc0", "#a7a49f", "#a3ad95", "#3f4b5e", "#b9714f", "#e7e2d9", "#8c8f7a"];
export const pillowColors: readonly string[] = [
  "#d1a041",
  "#b35f3b",
  "#efe9de",
  "#a3ad95",
  "#3f4b5e",
  "#e2b8a8",
  "#6f7d6a",
];
export const woods = { light: "#c9a77c", oak: "#b48a5e", walnut: "#7d5a3f", pale: "#d8c3a0" } as const;
export const artPalettes: readonly (readonly string[])[] = [
  ["#efe6d8", "#c4704f", "#e2b07a", "#2f3d3a"],
  ["#e9ece6", "#8fa58f", "#d8c3a0", "#3e4c5e"],
  ["#f3ede4", "#1f2d3d", "#c9a86a", "#d97b5f"],
  ["#ece4da", "#a4b8c4", "#e8c9b0", "#5c6b5b"],
];
