import { describe, expect, it } from "vitest";
import { requestVisitor, visitorAddress } from "./visitor.server";

describe("visitorAddress", () => {
  it("keeps an IPv4 address whole, also when it comes mapped into IPv6", () => {
    expect(visitorAddress("192.0.2.77")).toBe("192.0.2.77");
    expect(visitorAddress("::ffff:192.0.2.77")).toBe("192.0.2.77");
    expect(visitorAddress("192.0.2.78")).not.toBe(visitorAddress("192.0.2.77"));
  });

  it("counts every address of one IPv6 /64 as one visitor, however it is written", () => {
    const block = [
      "2001:db8:12:34::1",
      "2001:db8:12:34:ffff:ffff:ffff:fffe",
      "2001:0DB8:0012:0034:5:6:7:8",
      "2001:db8:12:34:0:0:0:9",
    ].map(visitorAddress);
    expect(new Set(block)).toEqual(new Set(["2001:db8:12:34::/64"]));
    expect(visitorAddress("2001:db8:12:35::1")).toBe("2001:db8:12:35::/64");
    expect(visitorAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("reads the address server/index.js set on the request", () => {
    const from = (ip?: string) =>
      requestVisitor(new Request("http://127.0.0.1/nl/contact/", { headers: ip ? { "X-Client-IP": ip } : {} }));
    expect(from("2001:db8:12:34:a:b:c:d")).toBe(from("2001:db8:12:34::e"));
    expect(from("198.51.100.7")).toBe("198.51.100.7");
    expect(from()).toBe("unknown");
  });
});
