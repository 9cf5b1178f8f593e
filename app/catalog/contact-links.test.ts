import { describe, expect, it } from "vitest";
import { whatsappHref } from "./contact-links";

describe("a WhatsApp link to the agent", () => {
  it("takes a Belgian mobile number in international digits", () => {
    expect(whatsappHref("0472 90 13 58")).toBe("https://wa.me/32472901358");
    expect(whatsappHref("+32 472 90 13 58")).toBe("https://wa.me/32472901358");
    expect(whatsappHref("0032 472 90 13 58")).toBe("https://wa.me/32472901358");
  });

  it("offers none for a Belgian landline, and keeps a foreign mobile", () => {
    expect(whatsappHref("03 455 12 34")).toBeNull();
    expect(whatsappHref("+31 6 12345678")).toBe("https://wa.me/31612345678");
  });
});
