import { describe, expect, it } from "vitest";
import type { DeviceClass } from "./device";
import { deviceClassOfHelper, layoutDeviceClass } from "./device";

type Case = readonly [width: number, deviceClass: DeviceClass];

describe("deviceClassOfHelper", () => {
  it.each<Case>([
    [0, "mobile"],
    [375, "mobile"],
    [766, "mobile"],
    [767, "mobile"],
    [767.5, "mobile"],
    [768, "tablet"],
    [800, "tablet"],
    [960, "tablet"],
    [961, "desktop"],
    [1279, "desktop"],
    [1280, "desktop"],
    [2560, "desktop"],
  ])("classifies %d px as %s", (width, deviceClass) => {
    expect(deviceClassOfHelper(width)).toBe(deviceClass);
  });
});

describe("layoutDeviceClass", () => {
  it.each<Case>([
    [0, "mobile"],
    [375, "mobile"],
    [766, "mobile"],
    [766.5, "mobile"],
    [767, "tablet"],
    [768, "tablet"],
    [960, "tablet"],
    [961, "tablet"],
    [1279, "tablet"],
    [1279.5, "tablet"],
    [1280, "desktop"],
    [2560, "desktop"],
  ])("classifies %d px as %s", (width, deviceClass) => {
    expect(layoutDeviceClass(width)).toBe(deviceClass);
  });
});

describe("the two readings", () => {
  it.each([767, 961, 1279])("disagree at %d px, as the spec allows", (width) => {
    expect(deviceClassOfHelper(width)).not.toBe(layoutDeviceClass(width));
  });
});
