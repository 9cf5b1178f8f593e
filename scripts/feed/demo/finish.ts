// Completes the drafts: badges, dates, ids and dossier numbers, hidden prices and addresses,
// media, documents, visit moments and the agent in charge.

import { isoDateTime, isoDay, weekdayAfter } from "./dates";
import type { PhotoPool } from "./pictures";
import { exteriorHint, wishesFor } from "./pictures";
import type { Plan } from "./plan";
import { isFlat, isHouse, isResidential } from "./plan";
import type { ProjectPlan } from "./projects";
import type { Random } from "./random";
import type { DocumentKind } from "./vocabulary";
import { managers } from "./team";

/** Takes `count` plans matching `test` that no earlier step took, in random order. */
function take(
  random: Random,
  plans: readonly Plan[],
  count: number,
  test: (plan: Plan) => boolean,
  taken: Set<Plan>,
): Plan[] {
  const chosen = random.shuffle(plans.filter((plan) => !taken.has(plan) && test(plan))).slice(0, count);
  for (const plan of chosen) taken.add(plan);
  return chosen;
}

const regular = (plan: Plan) => plan.projectId === null;

function badges(random: Random, plans: readonly Plan[]): void {
  const taken = new Set<Plan>();
  const soldUnit = plans.find((plan) => plan.projectId === 10 && plan.price === 689_000);
  if (soldUnit) {
    soldUnit.marquee = 3;
    taken.add(soldUnit);
  }
  for (const plan of take(random, plans, 5, (p) => regular(p) && p.goal === 0, taken)) plan.marquee = 3;
  for (const plan of take(random, plans, 5, (p) => p.goal === 1, taken)) plan.marquee = 4;
  for (const plan of take(random, plans, 4, (p) => regular(p) && p.goal === 0, taken)) plan.marquee = 2;
  for (const plan of take(random, plans, 2, (p) => p.goal === 1, taken)) plan.marquee = 2;
  for (const plan of take(random, plans, 15, regular, taken)) plan.marquee = 1;
}

function dates(random: Random, plans: Plan[], projects: readonly ProjectPlan[]): Map<Plan, number> {
  const age = new Map<Plan, number>();
  for (const plan of plans) {
    const project = projects.find((p) => p.id === plan.projectId);
    const created = project
      ? project.createdDaysAgo - random.int(0, 2)
      : plan.marquee === 1
        ? random.int(2, 20)
        : plan.marquee >= 3
          ? random.int(90, 420)
          : random.int(21, 420);
    // Changed on a later day than created (created is at least 2 days ago).
    const modified = project
      ? project.modifiedDaysAgo
      : plan.marquee >= 2
        ? random.int(1, Math.min(created - 1, 30))
        : random.chance(0.7)
          ? random.int(1, Math.min(created - 1, 60))
          : random.int(1, created - 1);
    plan.created = isoDateTime(created, random.int(8, 17), random.int(0, 59));
    plan.modified = isoDateTime(modified, random.int(8, 18), random.int(0, 59));
    age.set(plan, created);
  }
  for (const project of projects) {
    project.created = isoDateTime(project.createdDaysAgo, 10, 15);
    project.modified = isoDateTime(project.modifiedDaysAgo, 14, 5);
  }
  return age;
}

/** Ids and dossier numbers grow with the creation date, as in the CRM; project units share a dossier. */
function numbering(random: Random, plans: Plan[], age: Map<Plan, number>): Plan[] {
  const ordered = plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => (age.get(b.plan) ?? 0) - (age.get(a.plan) ?? 0) || a.index - b.index)
    .map(({ plan }) => plan);
  const counters = new Map<string, number>([
    ["2025", 286],
    ["2026", random.int(1, 6)],
  ]);
  const projectFiles = new Map<number, { base: string; next: number }>();
  const relisted = new Set(random.shuffle(ordered.filter(regular)).slice(0, 8));
  let id = 4_100_001;
  for (const plan of ordered) {
    plan.id = id;
    id += random.int(1, 29);
    const year = plan.created.slice(0, 4);
    const shared = plan.projectId === null ? undefined : projectFiles.get(plan.projectId);
    if (shared) {
      plan.recordFile = `${shared.base}${String.fromCharCode(65 + shared.next++)}`;
      continue;
    }
    const number = (counters.get(year) ?? 0) + random.int(1, 5);
    counters.set(year, number);
    const base = `${year}-${String(number).padStart(4, "0")}`;
    if (plan.projectId !== null) {
      projectFiles.set(plan.projectId, { base, next: 1 });
      plan.recordFile = `${base}A`;
    } else {
      plan.recordFile = relisted.has(plan) ? `${base}B` : base;
    }
  }
  return ordered;
}

function flags(random: Random, plans: readonly Plan[]): void {
  const taken = new Set<Plan>();
  const valuable = (p: Plan) =>
    regular(p) &&
    p.goal === 0 &&
    p.marquee === 0 &&
    (p.main === "villa" || p.kind === "commercial" || p.kind === "investment" || p.main === "herenhuis");
  for (const plan of take(random, plans, 6, valuable, new Set())) plan.publishPrice = false;
  for (const plan of take(random, plans, 10, (p) => regular(p) && p.kind !== "land", new Set()))
    plan.publishAddress = false;
  for (const plan of take(random, plans, 3, (p) => p.kind === "newhouse", new Set())) plan.priceUnit = 7;
  const flemishOld = (p: Plan) =>
    regular(p) && p.city.region === "flanders" && (isHouse(p.kind) || p.kind === "apartment") && p.state !== "new";
  for (const plan of take(
    random,
    plans,
    2,
    (p) => flemishOld(p) && p.goal === 0 && p.marquee === 0 && p.publishPrice,
    taken,
  )) {
    const bouquet = Math.round((plan.price * random.int(18, 28)) / 100 / 5000) * 5000;
    const ages = random.chance(0.5) ? String(random.int(76, 86)) : `${random.int(78, 86)}/${random.int(75, 84)}`;
    plan.viager = { annuity: Math.round((plan.price * random.int(25, 35)) / 10_000 / 10) * 10, bouquet, ages };
  }
  for (const plan of take(random, plans, 3, (p) => flemishOld(p) && p.epc.performance !== null, taken)) {
    plan.epc = {
      performance: null,
      label: plan.epc.label,
      ...(plan.epc.code ? { code: plan.epc.code } : {}),
      ...(plan.epc.endDate ? { endDate: plan.epc.endDate } : {}),
    };
  }
  for (const plan of take(random, plans, 3, (p) => p.legal?.asbestos !== undefined && regular(p), taken)) {
    if (plan.legal) delete plan.legal.asbestos;
  }
  const titled = (p: Plan) => regular(p) && (isHouse(p.kind) || p.kind === "apartment") && (p.bedrooms ?? 0) >= 2;
  for (const plan of take(random, plans, 10, titled, taken)) plan.longTitle = true;
}

function media(random: Random, plans: readonly Plan[], projects: readonly ProjectPlan[], pool: PhotoPool): void {
  const lively = (p: Plan) => isResidential(p.kind) && p.marquee < 3;
  take(random, plans, 10, lively, new Set()).forEach((plan, index) => {
    plan.videoUrl =
      index % 3 === 2
        ? `https://vimeo.com/${random.int(700_000_000, 999_999_999)}`
        : `https://www.youtube.com/watch?v=${random.token(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")}`;
  });
  take(random, plans, 10, lively, new Set()).forEach((plan, index) => {
    plan.virtualTourUrl =
      index % 4 === 3
        ? `https://tour.nodalview.com/${random.token(10)}`
        : `https://my.matterport.com/show/?m=${random.token(11)}`;
  });
  let pictureId = 8_000_001;
  for (const [index, project] of projects.entries()) {
    const photos = pool.choose(
      random,
      ["newbuild", "newbuild", "newbuild", "newbuild", "newbuild", "newbuild", "living", "kitchen"],
      /appartementen/,
    );
    // Both projects are apartment blocks: three blocks of their own, then rooms; the random
    // draws above stay, so that the rest of the feed does not shift.
    const blocks = pool.fitting("newbuild", /appartementen/);
    const rooms = (["terrace", "bedroom", "bathroom"] as const).map((category) => {
      const choices = pool.fitting(category);
      return choices[index % choices.length];
    });
    const exteriors = [0, 1, 2].map((k) => blocks[(index * 3 + k) % blocks.length]);
    const inside = photos.filter((photo) => photo.category !== "newbuild");
    project.pictures = [...exteriors, ...inside, ...rooms]
      .flatMap((photo) => (photo ? [photo] : []))
      .map((photo) => ({ id: pictureId++, file: photo.file }));
  }
  for (const plan of plans) {
    const wishes = wishesFor(random, plan.kind, plan.main, random.int(5, 9), (plan.surfaceGarden ?? 0) > 0);
    plan.pictures = pool
      .choose(random, wishes, exteriorHint(plan))
      .map((photo) => ({ id: pictureId++, file: photo.file }));
  }
}

function documents(random: Random, plans: readonly Plan[]): void {
  const taken = new Set<Plan>();
  const chosen = [
    ...take(random, plans, 28, (p) => regular(p) && p.goal === 0, taken),
    ...take(random, plans, 4, (p) => p.goal === 1 && isResidential(p.kind), taken),
    ...plans.filter((p) => p.projectId === 10),
  ].sort((a, b) => a.id - b.id);
  let documentId = 700_001;
  for (const plan of chosen) {
    const kinds: DocumentKind[] = [];
    if (plan.epc.label) kinds.push(plan.city.region === "flanders" ? "epc" : "epb");
    if (plan.projectId !== null) kinds.push("brochure");
    if (isResidential(plan.kind) && (plan.projectId !== null || random.chance(0.7))) kinds.push("plan");
    if (plan.legal?.asbestos) kinds.push("asbestos");
    if (plan.legal && plan.projectId === null && (plan.kind === "land" || random.chance(0.6))) kinds.push("urban");
    if (kinds.length === 0) kinds.push("plan");
    plan.documents = kinds.map((kind) => ({ id: documentId++, kind }));
  }
}

function visits(random: Random, plans: readonly Plan[]): void {
  let visitId = 900_001;
  for (const plan of plans) {
    if (plan.marquee >= 3 || !random.chance(plan.kind === "garage" ? 0.2 : 0.55)) continue;
    // Spread over eight months, so that the demo still has moments to book long after it was made.
    const days = random
      .shuffle([...Array(240).keys()].map((d) => d + 2).filter((d) => [2, 4, 6].includes(weekdayAfter(d))))
      .slice(0, random.int(4, 8))
      .sort((a, b) => a - b);
    plan.visits = days.map((d) => {
      const saturday = weekdayAfter(d) === 6;
      return {
        id: visitId++,
        date: isoDay(-d),
        start: saturday ? "10:00" : "17:00",
        end: saturday ? "12:00" : "19:00",
        capacity: random.int(3, 8),
      };
    });
  }
}

export function finish(random: Random, drafts: Plan[], projects: ProjectPlan[], pool: PhotoPool): Plan[] {
  badges(random, drafts);
  const plans = numbering(random, drafts, dates(random, drafts, projects));
  flags(random, plans);
  media(random, plans, projects, pool);
  documents(random, plans);
  visits(random, plans);
  const managerOf = new Map<string, number>();
  for (const plan of plans) {
    const key = `${plan.city.zip}|${plan.city.names.nl}`;
    if (!managerOf.has(key)) managerOf.set(key, random.int(0, managers.length - 1));
    plan.manager = isFlat(plan.kind) && plan.goal === 1 && random.chance(0.3) ? 3 : (managerOf.get(key) ?? 0);
  }
  return plans;
}
