import { describe, expect, it } from "vitest";
import { alertHeaders, alertManageUrl } from "./links.server";
import { hashToken, isConfirmToken, newConfirmToken, signAlertId, verifyAlertToken } from "./tokens.server";

// The alert's links: a confirmation token of which only a hash is kept, and a manage link
// whose id is signed, so that no other alert's link can be made from it.

const secret = "a".repeat(64);

describe("the confirmation token", () => {
  it("is random, fits a path segment, and only its hash is kept", () => {
    const first = newConfirmToken();
    const second = newConfirmToken();
    expect(first.token).not.toBe(second.token);
    expect(isConfirmToken(first.token)).toBe(true);
    expect(first.tokenHash).toBe(hashToken(first.token));
    expect(first.tokenHash).not.toContain(first.token);
    expect(isConfirmToken("../../etc/passwd")).toBe(false);
  });
});

describe("the signed manage token", () => {
  it("gives back the alert it was made for", () => {
    expect(verifyAlertToken(signAlertId(42, secret), secret)).toBe(42);
  });

  it("is refused when the id, the signature or the secret is not the one it was made with", () => {
    const token = signAlertId(42, secret);
    const signature = token.slice(3);
    expect(verifyAlertToken(`43-${signature}`, secret)).toBeNull();
    const flipped = signature.at(-2) === "A" ? "B" : "A";
    expect(verifyAlertToken(`42-${signature.slice(0, -2)}${flipped}${signature.at(-1)}`, secret)).toBeNull();
    expect(verifyAlertToken(token, "b".repeat(64))).toBeNull();
    expect(verifyAlertToken(`${token}x`, secret)).toBeNull();
    expect(verifyAlertToken("42", secret)).toBeNull();
    expect(verifyAlertToken(`0042-${signature}`, secret)).toBeNull();
    expect(verifyAlertToken(`99999999999-${signature}`, secret)).toBeNull();
  });
});

describe("the headers of an alert's mails", () => {
  it("name the signed https manage link for RFC 8058 one-click", () => {
    const headers = alertHeaders({ id: 7, language: "fr" }, "https://www.immozuidrand.be", secret);
    const url = `https://www.immozuidrand.be/fr/tenez-moi-informe/gerer/${signAlertId(7, secret)}/`;
    expect(headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("make no one-click promise on a plain http site, and fall back to Dutch for a language not known", () => {
    expect(alertHeaders({ id: 7, language: "xx" }, "http://127.0.0.1:3000", secret)).toEqual({
      "List-Unsubscribe": `<${alertManageUrl({ id: 7, language: "nl" }, "http://127.0.0.1:3000", secret)}>`,
    });
  });
});
