/**
 * Draws the six illustrated team portraits for the "Ons team" page.
 *
 * Why drawn: nothing can be downloaded here and the team is fictional, so each portrait is a
 * flat illustration (head and shoulders, soft shading) built as SVG and rendered to JPEG with
 * sharp. The drawing is fully deterministic: running the script twice gives identical files.
 *
 * Run: node_modules/.bin/tsx scripts/site/portraits.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { createRng, hashString } from "../feed/scenes/core/rng";
import type { Rng } from "../feed/scenes/core/rng";

const OUT_DIR = path.resolve(import.meta.dirname, "../../content/site/media/team");
const WIDTH = 600;
const HEIGHT = 750;
const QUALITY = 78;
const MAX_FILE_BYTES = 60 * 1024;
/** Horizontal centre of the face; the light comes from the upper left. */
const CX = 300;
const BRAND = "#22474f";
const BRASS = "#c49a5a";
/** The head is drawn a little lower and the body a little higher than their base coordinates. */
const HEAD_DY = 14;
const BODY_DY = -26;

type HairStyle = "bob" | "sidePart" | "long" | "receding" | "curly" | "crop";
type Neckline = "shirt" | "round" | "v";

interface Outfit {
  /** A jacket has lapels; a knit (cardigan or sweater) does not. */
  jacket: "blazer" | "knit";
  color: string;
  shade: string;
  inner: string;
  innerShade: string;
  neckline: Neckline;
}

interface Look {
  file: string;
  skin: string;
  skinShade: string;
  blush: string;
  lips: string;
  hair: string;
  hairShade: string;
  hairLight: string;
  hairStyle: HairStyle;
  brows: string;
  eyes: string;
  /** Half the face width at the cheekbones, and at the jaw. */
  faceW: number;
  jawW: number;
  chinY: number;
  outfit: Outfit;
  backdrop: { top: string; bottom: string; disc: string };
  smile: "open" | "closed";
  lashes: boolean;
  glasses?: string;
  beard?: string;
  earrings?: string;
  /** Soft laugh lines for the older faces. */
  lines: boolean;
}

const looks: readonly Look[] = [
  {
    file: "sofie-van-den-bergh",
    skin: "#f1cdb4",
    skinShade: "#d9a98c",
    blush: "#e8998a",
    lips: "#b8575a",
    hair: "#d8b77a",
    hairShade: "#b8944f",
    hairLight: "#ecd39c",
    hairStyle: "bob",
    brows: "#9a7a4a",
    eyes: "#3c4a55",
    faceW: 90,
    jawW: 54,
    chinY: 455,
    outfit: {
      jacket: "blazer",
      color: BRAND,
      shade: "#173238",
      inner: "#f4ede1",
      innerShade: "#ddd2c0",
      neckline: "round",
    },
    backdrop: { top: "#f3ece2", bottom: "#e6d9c7", disc: "#eadfcf" },
    smile: "open",
    lashes: true,
    earrings: BRASS,
    lines: false,
  },
  {
    file: "pieter-claes",
    skin: "#efc7a8",
    skinShade: "#d39f80",
    blush: "#e39a86",
    lips: "#a4564f",
    hair: "#6b4a2f",
    hairShade: "#4f3521",
    hairLight: "#8a6544",
    hairStyle: "sidePart",
    brows: "#553a24",
    eyes: "#3d5a6e",
    faceW: 95,
    jawW: 64,
    chinY: 462,
    outfit: {
      jacket: "blazer",
      color: "#2d3b55",
      shade: "#1e2a3e",
      inner: "#cfe0ef",
      innerShade: "#a9c2d8",
      neckline: "shirt",
    },
    backdrop: { top: "#eef0ec", bottom: "#dde3de", disc: "#e3e8e2" },
    smile: "open",
    lashes: false,
    lines: false,
  },
  {
    file: "leen-verstraeten",
    skin: "#f6d5c0",
    skinShade: "#e0ae94",
    blush: "#ef9f90",
    lips: "#c0605e",
    hair: "#a4512b",
    hairShade: "#7c3a1d",
    hairLight: "#c4703f",
    hairStyle: "long",
    brows: "#86432a",
    eyes: "#4e6b4a",
    faceW: 89,
    jawW: 53,
    chinY: 453,
    outfit: {
      jacket: "knit",
      color: "#c9a063",
      shade: "#a9824a",
      inner: "#fbf8f2",
      innerShade: "#e6dfd3",
      neckline: "v",
    },
    backdrop: { top: "#f2ebe6", bottom: "#e5d7cf", disc: "#ebdfd7" },
    smile: "open",
    lashes: true,
    earrings: "#e9e4da",
    lines: false,
  },
  {
    file: "tom-janssens",
    skin: "#e8bb98",
    skinShade: "#c99372",
    blush: "#dc9076",
    lips: "#9b5447",
    hair: "#b9b6b1",
    hairShade: "#8f8b86",
    hairLight: "#dcd9d4",
    hairStyle: "receding",
    brows: "#8a8580",
    eyes: "#4a4037",
    faceW: 96,
    jawW: 66,
    chinY: 464,
    outfit: {
      jacket: "blazer",
      color: "#6c7074",
      shade: "#4f5256",
      inner: "#f7f5f0",
      innerShade: "#dcd8cf",
      neckline: "shirt",
    },
    backdrop: { top: "#f1ede6", bottom: "#e2d9cc", disc: "#e8e0d3" },
    smile: "closed",
    lashes: false,
    glasses: "#2b2f33",
    lines: true,
  },
  {
    file: "ines-wouters",
    skin: "#8d5a3c",
    skinShade: "#6e4129",
    blush: "#a5553f",
    lips: "#6e3328",
    hair: "#231a16",
    hairShade: "#140e0b",
    hairLight: "#43332a",
    hairStyle: "curly",
    brows: "#1c1411",
    eyes: "#1f1511",
    faceW: 90,
    jawW: 55,
    chinY: 455,
    outfit: {
      jacket: "knit",
      color: "#7f9c8a",
      shade: "#627d6c",
      inner: "#7f9c8a",
      innerShade: "#627d6c",
      neckline: "round",
    },
    backdrop: { top: "#f4ece0", bottom: "#e8d8c2", disc: "#ede0cc" },
    smile: "open",
    lashes: true,
    earrings: BRASS,
    lines: false,
  },
  {
    file: "karim-el-amrani",
    skin: "#c68c62",
    skinShade: "#a56d48",
    blush: "#c27656",
    lips: "#7d4536",
    hair: "#1f1915",
    hairShade: "#120e0b",
    hairLight: "#3b302a",
    hairStyle: "crop",
    brows: "#1a1411",
    eyes: "#2a1d15",
    faceW: 95,
    jawW: 64,
    chinY: 462,
    outfit: {
      jacket: "blazer",
      color: "#3b4046",
      shade: "#272b30",
      inner: "#2f6b6f",
      innerShade: "#23555a",
      neckline: "shirt",
    },
    backdrop: { top: "#edf0ee", bottom: "#dbe2df", disc: "#e2e8e5" },
    smile: "open",
    lashes: false,
    beard: "#1f1915",
    lines: false,
  },
];

const mirrorX = (x: number): number => 2 * CX - x;

function facePath(look: Look): string {
  const l = CX - look.faceW;
  const r = CX + look.faceW;
  const j = look.jawW;
  const c = look.chinY;
  return [
    `M ${l},290`,
    `C ${l - 2},350 ${CX - j - 18},402 ${CX - j},432`,
    `C ${CX - j + 18},${c - 8} ${CX - 22},${c} ${CX},${c}`,
    `C ${CX + 22},${c} ${CX + j - 18},${c - 8} ${CX + j},432`,
    `C ${CX + j + 18},402 ${r + 2},350 ${r},290`,
    `C ${r},214 ${CX + 56},182 ${CX},182`,
    `C ${CX - 56},182 ${l},214 ${l},290 Z`,
  ].join(" ");
}

function defs(look: Look): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${look.backdrop.top}"/><stop offset="1" stop-color="${look.backdrop.bottom}"/>
    </linearGradient>
    <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/>
      <stop offset="0.55" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.22"/>
    </linearGradient>
    ${neckGradient("neckShade", look, 0)}
    ${neckGradient("chestShade", look, -BODY_DY)}
    <clipPath id="face"><path d="${facePath(look)}"/></clipPath>
    <clipPath id="torso"><path d="${torsoPath()}"/></clipPath>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>
    <filter id="softer" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
  </defs>`;
}

/** Skin in the shadow of the jaw, fading out lower down; `dy` moves it into a shifted group. */
function neckGradient(id: string, look: Look, dy: number): string {
  const chin = look.chinY + HEAD_DY + dy;
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${chin - 12}" x2="0" y2="${chin + 46}">
      <stop offset="0" stop-color="${look.skinShade}"/><stop offset="1" stop-color="${look.skin}"/>
    </linearGradient>`;
}

function background(look: Look): string {
  // A calm wall, a soft disc behind the head and a thin brass arc: the agency's colours, no text.
  const arc = (radius: number, from: number, to: number): string => {
    const p = (deg: number): string => {
      const a = (deg * Math.PI) / 180;
      return `${(CX + radius * Math.cos(a)).toFixed(1)},${(320 + radius * Math.sin(a)).toFixed(1)}`;
    };
    return `M ${p(from)} A ${radius} ${radius} 0 0 1 ${p(to)}`;
  };
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <circle cx="${CX}" cy="320" r="236" fill="${look.backdrop.disc}"/>
    <path d="${arc(262, 198, 300)}" fill="none" stroke="${BRASS}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>
    <path d="${arc(262, 336, 350)}" fill="none" stroke="${BRASS}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`;
}

function neckPath(): string {
  const top = 400 + HEAD_DY;
  const bottom = 520 + BODY_DY;
  return `M ${CX - 40},${top} L ${CX - 42},${bottom} C ${CX - 40},${bottom + 40} ${CX + 40},${bottom + 40} ${CX + 42},${bottom} L ${CX + 40},${top} Z`;
}

function torsoPath(): string {
  return [
    `M 22,${HEIGHT - BODY_DY}`,
    `C 24,660 40,602 96,584`,
    `C 150,566 220,556 ${CX - 42},526`,
    `L ${CX + 42},526`,
    `C 380,556 450,566 504,584`,
    `C 560,602 576,660 578,${HEIGHT - BODY_DY} Z`,
  ].join(" ");
}

function neck(): string {
  return `<path d="${neckPath()}" fill="url(#neckShade)"/>`;
}

function clothing(look: Look): string {
  const o = look.outfit;
  const parts: string[] = [`<path d="${torsoPath()}" fill="${o.color}"/>`];
  if (o.jacket === "blazer") {
    // The opening of the jacket shows the shirt or blouse underneath.
    parts.push(`<path d="M ${CX - 46},520 L ${CX + 46},520 L 356,548 L ${CX},712 L 244,548 Z" fill="${o.inner}"/>`);
    if (o.neckline === "shirt") {
      parts.push(
        `<path d="M ${CX - 34},506 L ${CX},572 L ${CX + 34},506 Z" fill="url(#chestShade)"/>`,
        `<path d="M ${CX},712 L ${CX},590" stroke="${o.innerShade}" stroke-width="2"/>`,
        `<circle cx="${CX + 5}" cy="626" r="3" fill="${o.innerShade}"/><circle cx="${CX + 5}" cy="668" r="3" fill="${o.innerShade}"/>`,
        `<path d="M ${CX - 46},504 L ${CX - 2},574 L ${CX - 26},596 L ${CX - 56},540 Z" fill="${o.inner}" stroke="${o.innerShade}" stroke-width="2" stroke-linejoin="round"/>`,
        `<path d="M ${CX + 46},504 L ${CX + 2},574 L ${CX + 26},596 L ${CX + 56},540 Z" fill="${o.inner}" stroke="${o.innerShade}" stroke-width="2" stroke-linejoin="round"/>`,
      );
    } else {
      parts.push(
        `<path d="M ${CX - 42},506 L ${CX - 41},526 C ${CX - 30},586 ${CX + 30},586 ${CX + 41},526 L ${CX + 42},506 Z" fill="url(#chestShade)"/>`,
      );
      parts.push(
        `<path d="M ${CX - 41},526 C ${CX - 30},586 ${CX + 30},586 ${CX + 41},526" fill="none" stroke="${o.innerShade}" stroke-width="3"/>`,
      );
    }
    const lapel = (side: 1 | -1): string => {
      const x = (v: number): number => (side === 1 ? v : mirrorX(v));
      return `<path d="M ${x(244)},546 L ${x(CX)},712 L ${x(284)},690 L ${x(232)},612 L ${x(252)},598 L ${x(226)},572 Z" fill="${o.shade}" opacity="0.9"/>
        <path d="M ${x(244)},546 L ${x(CX)},712" stroke="${o.shade}" stroke-width="3"/>`;
    };
    parts.push(lapel(1), lapel(-1));
    parts.push(`<circle cx="${CX - 16}" cy="728" r="5" fill="${o.shade}"/>`);
  } else if (o.neckline === "v") {
    // A cardigan over a light top.
    parts.push(`<path d="M 250,545 L ${CX},700 L 350,545 Z" fill="${o.inner}"/>`);
    parts.push(
      `<path d="M ${CX - 42},506 L ${CX - 41},526 C ${CX - 28},578 ${CX + 28},578 ${CX + 41},526 L ${CX + 42},506 Z" fill="url(#chestShade)"/>`,
    );
    parts.push(
      `<path d="M ${CX - 41},526 C ${CX - 28},578 ${CX + 28},578 ${CX + 41},526" fill="none" stroke="${o.innerShade}" stroke-width="4"/>`,
    );
    parts.push(
      `<path d="M 250,545 L ${CX},700 L 350,545" fill="none" stroke="${o.shade}" stroke-width="12" stroke-linejoin="round"/>`,
    );
    parts.push(`<circle cx="${CX - 9}" cy="712" r="4" fill="${o.shade}"/>`);
  } else {
    // A crew-neck sweater with a ribbed collar.
    parts.push(
      `<path d="M ${CX - 42},506 L ${CX - 42},524 C ${CX - 32},572 ${CX + 32},572 ${CX + 42},524 L ${CX + 42},506 Z" fill="url(#chestShade)"/>`,
    );
    parts.push(
      `<path d="M ${CX - 46},522 C ${CX - 36},582 ${CX + 36},582 ${CX + 46},522" fill="none" stroke="${o.shade}" stroke-width="10" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<rect x="0" y="480" width="${WIDTH}" height="${HEIGHT - 480 - BODY_DY}" fill="url(#side)" clip-path="url(#torso)"/>`,
  );
  return parts.join("\n");
}

function ears(look: Look): string {
  const ear = (x: number, inner: number): string =>
    `<ellipse cx="${x}" cy="344" rx="15" ry="28" fill="${look.skin}"/>
     <path d="M ${x + inner * 6},328 C ${x - inner * 2},338 ${x - inner * 2},356 ${x + inner * 5},362" fill="none" stroke="${look.skinShade}" stroke-width="3" stroke-linecap="round"/>`;
  const l = CX - look.faceW + 2;
  const r = CX + look.faceW - 2;
  let out = ear(l, 1) + ear(r, -1);
  if (look.earrings) {
    out += `<circle cx="${l + 1}" cy="376" r="5.5" fill="${look.earrings}"/><circle cx="${r - 1}" cy="376" r="5.5" fill="${look.earrings}"/>`;
  }
  return out;
}

function face(look: Look): string {
  const lines = look.lines
    ? `<path d="M 262,398 C 254,410 256,424 266,432" fill="none" stroke="${look.skinShade}" stroke-width="2.5" stroke-linecap="round" opacity="0.35"/>
       <path d="M 338,398 C 346,410 344,424 334,432" fill="none" stroke="${look.skinShade}" stroke-width="2.5" stroke-linecap="round" opacity="0.35"/>`
    : "";
  return `<path d="${facePath(look)}" fill="${look.skin}"/>
    <g clip-path="url(#face)">
      <ellipse cx="${CX + look.faceW + 6}" cy="330" rx="52" ry="150" fill="${look.skinShade}" opacity="0.55" filter="url(#soft)"/>
      <ellipse cx="${CX}" cy="${look.chinY + 12}" rx="70" ry="22" fill="${look.skinShade}" opacity="0.45" filter="url(#soft)"/>
      <ellipse cx="${CX - 40}" cy="262" rx="46" ry="28" fill="#ffffff" opacity="0.16" filter="url(#soft)"/>
      <ellipse cx="${CX - 50}" cy="378" rx="22" ry="13" fill="${look.blush}" opacity="0.38" filter="url(#softer)"/>
      <ellipse cx="${CX + 50}" cy="378" rx="22" ry="13" fill="${look.blush}" opacity="0.38" filter="url(#softer)"/>
      ${lines}
    </g>`;
}

function eyes(look: Look): string {
  const eye = (x: number, side: 1 | -1): string => {
    const lash = look.lashes
      ? `<path d="M ${x - 13},327 Q ${x},314 ${x + 13},325" fill="none" stroke="${look.brows}" stroke-width="3" stroke-linecap="round"/>
         <path d="M ${x + side * -13},327 l ${side * -5},-3" stroke="${look.brows}" stroke-width="2.5" stroke-linecap="round"/>`
      : `<path d="M ${x - 12},326 Q ${x},317 ${x + 12},325" fill="none" stroke="${look.skinShade}" stroke-width="2.5" stroke-linecap="round"/>`;
    return `<ellipse cx="${x}" cy="334" rx="7.5" ry="9" fill="${look.eyes}"/>
      <ellipse cx="${x}" cy="334" rx="4" ry="5" fill="#120d0b" opacity="0.7"/>
      <circle cx="${x + 2.6}" cy="330.5" r="2.6" fill="#ffffff"/>
      ${lash}
      <path d="M ${x - 8},351 Q ${x},355 ${x + 8},351" fill="none" stroke="${look.skinShade}" stroke-width="2" stroke-linecap="round" opacity="0.35"/>`;
  };
  const brow = (x: number, side: 1 | -1): string =>
    `<path d="M ${x - side * 20},306 Q ${x - side * 2},292 ${x + side * 20},300" fill="none" stroke="${look.brows}" stroke-width="${look.lashes ? 5.5 : 7.5}" stroke-linecap="round"/>`;
  return eye(CX - 38, -1) + eye(CX + 38, 1) + brow(CX - 38, 1) + brow(CX + 38, -1);
}

function noseAndMouth(look: Look): string {
  const nose = `<path d="M ${CX + 3},344 C ${CX + 8},364 ${CX + 14},378 ${CX + 7},387 C ${CX + 2},391 ${CX - 6},391 ${CX - 11},386" fill="none" stroke="${look.skinShade}" stroke-width="3.5" stroke-linecap="round"/>
    <ellipse cx="${CX - 6}" cy="372" rx="5" ry="9" fill="#ffffff" opacity="0.12"/>`;
  const mouth =
    look.smile === "open"
      ? `<path d="M ${CX - 30},414 Q ${CX},448 ${CX + 30},414 Q ${CX},422 ${CX - 30},414 Z" fill="#6a2c2a"/>
         <path d="M ${CX - 26},416.5 Q ${CX},423 ${CX + 26},416.5 Q ${CX + 22},427 ${CX},428 Q ${CX - 22},427 ${CX - 26},416.5 Z" fill="#ffffff"/>
         <path d="M ${CX - 14},437 Q ${CX},443 ${CX + 14},437 Q ${CX},447 ${CX - 14},437 Z" fill="${look.lips}" opacity="0.8"/>
         <path d="M ${CX - 30},414 Q ${CX},448 ${CX + 30},414" fill="none" stroke="${look.lips}" stroke-width="3" stroke-linecap="round"/>`
      : `<path d="M ${CX - 26},414 Q ${CX},434 ${CX + 26},414" fill="none" stroke="${look.lips}" stroke-width="4.5" stroke-linecap="round"/>
         <path d="M ${CX - 10},435 Q ${CX},438 ${CX + 10},435" fill="none" stroke="${look.skinShade}" stroke-width="2.5" stroke-linecap="round"/>`;
  return nose + mouth;
}

function beard(look: Look): string {
  if (!look.beard) return "";
  const j = look.jawW;
  const c = look.chinY;
  const l = CX - look.faceW + 2;
  const r = CX + look.faceW - 2;
  return `<g clip-path="url(#face)" opacity="0.93">
    <path d="M ${l},330 C ${l + 2},392 ${CX - j - 4},430 ${CX - 40},${c - 6} C ${CX - 20},${c + 8} ${CX + 20},${c + 8} ${CX + 40},${c - 6}
      C ${CX + j + 4},430 ${r - 2},392 ${r},330 C ${r - 10},368 ${r - 24},392 ${CX + 46},404
      C ${CX + 30},398 ${CX + 12},396 ${CX},397 C ${CX - 12},396 ${CX - 30},398 ${CX - 46},404
      C ${l + 24},392 ${l + 10},368 ${l},330 Z" fill="${look.beard}"/>
    <path d="M ${CX - 34},409 C ${CX - 18},396 ${CX + 18},396 ${CX + 34},409 C ${CX + 18},406 ${CX - 18},406 ${CX - 34},409 Z" fill="${look.beard}"/>
  </g>`;
}

/** Hair that falls behind the ears, the neck and the shoulders. */
function hairBack(look: Look, rng: Rng): string {
  switch (look.hairStyle) {
    case "bob":
      return `<path d="M 186,300 C 176,196 226,146 ${CX},146 C 374,146 424,196 414,300 C 412,360 422,420 410,462 C 384,482 352,476 336,466 L 264,466 C 248,476 216,482 190,462 C 178,420 188,360 186,300 Z" fill="${look.hairShade}"/>`;
    case "long":
      return `<path d="M 184,300 C 172,188 228,142 ${CX},142 C 372,142 428,188 416,300 C 418,400 444,500 458,600 C 412,622 372,612 346,588 L 254,588 C 228,612 188,622 142,600 C 156,500 182,400 184,300 Z" fill="${look.hairShade}"/>`;
    case "curly": {
      const blobs: string[] = [`<ellipse cx="${CX}" cy="300" rx="140" ry="156" fill="${look.hairShade}"/>`];
      for (let i = 0; i < 34; i++) {
        // From the left jaw, over the top of the head, to the right jaw.
        const angle = Math.PI * 1.96 + (i / 33) * Math.PI * 1.04;
        const x = CX + Math.cos(angle) * 142 + rng.range(-6, 6);
        const y = 305 + Math.sin(angle) * 158 + rng.range(-6, 6);
        if (y > 470) continue;
        blobs.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rng.range(26, 36).toFixed(1)}" fill="${look.hairShade}"/>`,
        );
      }
      for (let i = 0; i < 5; i++) {
        const side = i % 2 === 0 ? -1 : 1;
        blobs.push(
          `<circle cx="${(CX + side * rng.range(120, 150)).toFixed(1)}" cy="${rng.range(380, 450).toFixed(1)}" r="${rng.range(24, 32).toFixed(1)}" fill="${look.hairShade}"/>`,
        );
      }
      return blobs.join("\n");
    }
    default:
      return "";
  }
}

/** Hair over the forehead and the temples, drawn after the face. */
function hairFront(look: Look, rng: Rng): string {
  const { hair, hairLight, hairShade } = look;
  switch (look.hairStyle) {
    case "bob":
      return `<path d="M 192,318 C 184,214 234,158 ${CX + 4},158 C 372,158 416,206 410,318 C 404,262 388,232 362,214 C 330,244 276,264 214,270 C 204,284 196,300 192,318 Z" fill="${hair}"/>
        <path d="M 236,200 C 262,176 306,170 340,178" fill="none" stroke="${hairLight}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>
        <path d="M 362,214 C 384,246 398,300 404,356" fill="none" stroke="${hairShade}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`;
    case "sidePart":
      return `<path d="M 202,306 C 192,236 210,184 250,166 C 276,150 326,146 356,162 C 394,182 410,230 398,306 C 395,280 390,262 382,250 C 372,238 356,228 336,224 C 312,220 286,224 266,232 C 244,240 222,252 214,264 C 208,278 204,292 202,306 Z" fill="${hair}"/>
        <path d="M 248,170 C 250,200 238,230 220,256" fill="none" stroke="${hairShade}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>
        <path d="M 262,176 C 300,168 346,178 378,214" fill="none" stroke="${hairLight}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>
        <path d="M 270,196 C 306,190 344,200 370,230" fill="none" stroke="${hairShade}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>
        <path d="M 262,214 C 296,206 330,212 352,226" fill="none" stroke="${hairShade}" stroke-width="3" stroke-linecap="round" opacity="0.4"/>
        <path d="M 205,296 L 207,334 L 214,334 L 213,290 Z" fill="${hair}"/>
        <path d="M 395,296 L 393,334 L 386,334 L 387,290 Z" fill="${hair}"/>`;
    case "long":
      return `<path d="M 196,450 C 200,400 190,330 194,300 C 190,200 236,152 ${CX},152 C 364,152 410,200 406,300 C 410,330 400,400 404,450 C 380,420 372,364 366,318 C 358,268 336,236 ${CX + 2},228 L ${CX - 2},228 C 264,236 242,268 234,318 C 228,364 220,420 196,450 Z" fill="${hair}"/>
        <path d="M ${CX},156 L ${CX},228" stroke="${hairShade}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>
        <path d="M 240,190 C 256,174 274,166 ${CX - 10},164" fill="none" stroke="${hairLight}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>
        <path d="M 330,166 C 348,170 362,178 372,190" fill="none" stroke="${hairLight}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>
        <path d="M 222,262 C 214,300 214,350 206,410" fill="none" stroke="${hairLight}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`;
    case "receding":
      return `<path d="M 212,268 C 214,196 256,170 ${CX},170 C 344,170 386,196 388,268 C 376,236 352,216 ${CX},214 C 248,216 224,236 212,268 Z" fill="${hair}"/>
        <path d="M 202,340 C 196,284 204,246 224,222 C 222,252 220,290 222,330 Z" fill="${hair}"/>
        <path d="M 398,340 C 404,284 396,246 376,222 C 378,252 380,290 378,330 Z" fill="${hair}"/>
        <path d="M 262,184 C 284,176 314,176 338,184" fill="none" stroke="${hairLight}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`;
    case "curly": {
      const curls: string[] = [];
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        const angle = Math.PI * (1.08 + t * 0.84);
        const x = CX + Math.cos(angle) * 96;
        const y = 292 + Math.sin(angle) * 104;
        curls.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rng.range(20, 26).toFixed(1)}" fill="${hair}"/>`,
        );
      }
      curls.push(`<ellipse cx="${CX}" cy="180" rx="92" ry="40" fill="${hair}"/>`);
      for (let i = 0; i < 26; i++) {
        const side = i % 2 === 0 ? -1 : 1;
        const onTop = i % 3 === 0;
        const y = onTop ? rng.range(160, 200) : rng.range(260, 440);
        const x = onTop ? CX + rng.range(-80, 80) : CX + side * rng.range(112, y < 320 ? 124 : 140);
        curls.push(
          `<path d="M ${(x - 7).toFixed(1)},${y.toFixed(1)} a 8 8 0 0 1 14,0" fill="none" stroke="${hairLight}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
        );
      }
      return curls.join("\n");
    }
    case "crop":
      return `<path d="M 206,300 C 200,220 240,170 ${CX},168 C 360,170 400,220 394,300 C 392,276 388,258 382,248 C 360,232 330,230 ${CX},232 C 270,232 240,234 218,248 C 212,262 208,280 206,300 Z" fill="${hair}"/>
        <path d="M 206,300 C 204,270 210,250 218,248 L 222,300 Z" fill="${hairShade}" opacity="0.6"/>
        <path d="M 258,190 C 290,176 330,178 356,192" fill="none" stroke="${hairLight}" stroke-width="7" stroke-linecap="round" opacity="0.7"/>
        <path d="M 206,294 L 208,336 L 215,336 L 214,290 Z" fill="${hair}" opacity="0.85"/>
        <path d="M 394,294 L 392,336 L 385,336 L 386,290 Z" fill="${hair}" opacity="0.85"/>`;
    default:
      return "";
  }
}

function glasses(look: Look): string {
  if (!look.glasses) return "";
  const g = look.glasses;
  return `<g fill="#ffffff" fill-opacity="0.12" stroke="${g}" stroke-width="4">
      <rect x="${CX - 66}" y="312" width="56" height="42" rx="15"/>
      <rect x="${CX + 10}" y="312" width="56" height="42" rx="15"/>
    </g>
    <path d="M ${CX - 10},326 Q ${CX},318 ${CX + 10},326" fill="none" stroke="${g}" stroke-width="4"/>
    <path d="M ${CX - 66},324 L ${CX - look.faceW + 4},318 M ${CX + 66},324 L ${CX + look.faceW - 4},318" stroke="${g}" stroke-width="4" stroke-linecap="round"/>`;
}

function portraitSvg(look: Look): string {
  const rng = createRng(hashString(look.file));
  const back = hairBack(look, rng);
  const front = hairFront(look, rng);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${defs(look)}
    ${background(look)}
    <g transform="translate(0 ${HEAD_DY})">${back}</g>
    ${neck()}
    <g transform="translate(0 ${BODY_DY})">${clothing(look)}</g>
    <g transform="translate(0 ${HEAD_DY})">
      ${ears(look)}
      ${face(look)}
      ${beard(look)}
      ${eyes(look)}
      ${noseAndMouth(look)}
      ${front}
      ${glasses(look)}
    </g>
  </svg>`;
}

async function render(look: Look): Promise<number> {
  const svg = Buffer.from(portraitSvg(look));
  let quality = QUALITY;
  for (;;) {
    const jpeg = await sharp(svg).flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_FILE_BYTES || quality <= 60) {
      await writeFile(path.join(OUT_DIR, `${look.file}.jpg`), jpeg);
      return jpeg.length;
    }
    quality -= 4;
  }
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const look of looks) {
    const bytes = await render(look);
    console.log(`${`${look.file}.jpg`.padEnd(26)} ${(bytes / 1024).toFixed(1)} KB`);
  }
}

await main();
