import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox";

describe("mailboxKey", () => {
  it("counts the spellings of one mailbox as one", () => {
    const key = mailboxKey("an.peeters@telenet.be");
    for (const spelling of ["An.Peeters@Telenet.BE", " an.peeters+1@telenet.be", "an.peeters+docs+2@telenet.be"]) {
      expect(mailboxKey(spelling)).toBe(key);
    }
    const gmail = mailboxKey("anpeeters@gmail.com");
    for (const spelling of ["an.peeters@gmail.com", "A.n.Peeters+x@googlemail.com", "anpeeters+1@GMAIL.com"]) {
      expect(mailboxKey(spelling)).toBe(gmail);
    }
  });

  it("keeps different mailboxes apart", () => {
    expect(mailboxKey("an.peeters@telenet.be")).not.toBe(mailboxKey("anpeeters@telenet.be"));
    expect(mailboxKey("an@telenet.be")).not.toBe(mailboxKey("an@skynet.be"));
    expect(mailboxKey("+an@telenet.be")).toBe("+an@telenet.be");
  });
});
