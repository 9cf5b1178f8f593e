import { describe, expect, it } from "vitest";
import { displayName } from "./testimonials";

describe("displayName", () => {
  it("shows the first name and the initial of the last name, never the whole name", () => {
    expect(displayName("Ann", "peeters")).toBe("Ann P.");
    expect(displayName(" Jan ", "Van den Broeck")).toBe("Jan V.");
    expect(displayName("Lies", " ")).toBe("Lies");
  });
});
