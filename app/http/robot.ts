import { isbot } from "isbot";

// isbot's pattern is long, and a site sees the same few browsers again and again: each
// User-Agent is tested once. A visitor who sends a new one with every request only fills the
// memory of the last thousand.
const known = new Map<string, boolean>();
const rememberedAtMost = 1000;

/** Whether a User-Agent is a search engine's or another robot's. */
export function isRobot(userAgent: string): boolean {
  let robot = known.get(userAgent);
  if (robot === undefined) {
    robot = isbot(userAgent);
    if (known.size >= rememberedAtMost) known.clear();
    known.set(userAgent, robot);
  }
  return robot;
}
