import { describe, expect, it } from "vitest";
import { detectUpload } from "./uploads.server";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...Buffer.from(value)] : [value])));

describe("detectUpload", () => {
  it("knows PDF, DOC, DOCX, JPEG and PNG by their first bytes", () => {
    expect(detectUpload(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(detectUpload(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe("doc");
    expect(detectUpload(bytes(0x50, 0x4b, 0x03, 0x04, "....[Content_Types].xml....word/document.xml"))).toBe("docx");
    expect(detectUpload(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(detectUpload(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
  });

  it("refuses a renamed executable, a plain zip, a script and an empty file", () => {
    expect(detectUpload(bytes("MZ", 0x90, 0x00, "This program cannot be run in DOS mode"))).toBeNull();
    expect(detectUpload(bytes(0x7f, "ELF"))).toBeNull();
    expect(detectUpload(bytes(0x50, 0x4b, 0x03, 0x04, "payload/evil.js"))).toBeNull();
    expect(detectUpload(bytes("<script>alert(1)</script>"))).toBeNull();
    expect(detectUpload(new Uint8Array())).toBeNull();
  });
});
