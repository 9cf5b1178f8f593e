import { describe, expect, it } from "vitest";
import { requestOrigin } from "./http";

describe("requestOrigin", () => {
  it("is always a public SITE_URL, whatever Host says", () => {
    for (const host of ["evil.example", "localhost:443", "127.0.0.1", "www.immozuidrand.be:8080", undefined]) {
      expect(requestOrigin("https://www.immozuidrand.be", host)).toBe("https://www.immozuidrand.be");
    }
  });

  it("lets a loopback SITE_URL answer to the machine's other names at the same port only", () => {
    expect(requestOrigin("http://127.0.0.1:3000", "localhost:3000")).toBe("http://localhost:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "[::1]:3000")).toBe("http://[::1]:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "localhost:4000")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "evil.example:3000")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "local host/")).toBe("http://127.0.0.1:3000");
  });
});
