import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/context";
import { nl } from "~/i18n/locales/nl";
import { ErrorList, Field } from "./field";

// What a screen-reader user gets from a field: the control says it is wrong and points to the
// message that says why, and to its hint.

function render(node: ReactNode) {
  return renderToString(
    <I18nProvider language="nl" messages={nl}>
      {node}
    </I18nProvider>,
  );
}

/** The attributes of the first element with this tag name. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!element?.[1]) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries([...element[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** The text of the paragraph with this id. */
function textOf(html: string, id: string): string | undefined {
  return new RegExp(`<p id="${id}"[^>]*>(.*?)</p>`).exec(html)?.[1];
}

describe("Field", () => {
  it("marks a control with a message invalid and describes it by that message", () => {
    const html = render(
      <Field label="E-mail" errors={["E-mail is een verplicht veld"]} inputProps={{ id: "email", name: "email" }} />,
    );
    const input = attributes(html, "input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("email-error");
    expect(textOf(html, "email-error")).toBe("E-mail is een verplicht veld");
    expect(attributes(html, "label").for).toBe("email");
  });

  it("leaves a control without a message valid and undescribed", () => {
    const html = render(<Field label="E-mail" errors={[undefined]} inputProps={{ id: "email", name: "email" }} />);
    const input = attributes(html, "input");
    expect(input["aria-invalid"]).toBeUndefined();
    expect(input["aria-describedby"]).toBeUndefined();
    expect(html).not.toContain("email-error");
  });

  it("describes a control by its hint and by a message said elsewhere, such as the form's problem", () => {
    const html = render(
      <Field
        label="Nieuw wachtwoord"
        hint="Minstens 10 tekens"
        inputProps={{ id: "new-password", "aria-invalid": true, "aria-describedby": "account-problem" }}
      />,
    );
    const input = attributes(html, "input");
    expect(input["aria-invalid"]).toBe("true");
    expect(input["aria-describedby"]).toBe("new-password-hint account-problem");
    expect(textOf(html, "new-password-hint")).toBe("Minstens 10 tekens");
  });

  it("names a message once when the control already points to it (as Conform's props do)", () => {
    const html = render(
      <Field label="E-mail" errors={["Fout"]} inputProps={{ id: "email", "aria-describedby": "email-error" }} />,
    );
    expect(attributes(html, "input")["aria-describedby"]).toBe("email-error");
  });

  it("shows the required mark only when asked", () => {
    const marked = render(<Field label="Naam" requiredMark inputProps={{ id: "name" }} />);
    expect(marked).toContain('title="verplicht"');
    expect(render(<Field label="Naam" inputProps={{ id: "name" }} />)).not.toContain('title="verplicht"');
  });

  it("hands another control the same wiring", () => {
    const html = render(
      <Field id="message" label="Bericht" errors={["Te lang"]}>
        {(control) => <textarea name="message" {...control} />}
      </Field>,
    );
    const textarea = attributes(html, "textarea");
    expect(textarea.id).toBe("message");
    expect(textarea["aria-invalid"]).toBe("true");
    expect(textarea["aria-describedby"]).toBe("message-error");
    expect(attributes(html, "label").for).toBe("message");
  });
});

describe("ErrorList", () => {
  it("renders nothing without a message", () => {
    expect(render(<ErrorList id="x-error" />)).toBe("");
    expect(render(<ErrorList id="x-error" errors={[]} />)).toBe("");
    expect(render(<ErrorList id="x-error" errors={[null, undefined, ""]} />)).toBe("");
  });

  it("says one message in a paragraph and several in a list, under the id the control points to", () => {
    expect(textOf(render(<ErrorList id="x-error" errors={["Fout"]} />), "x-error")).toBe("Fout");
    const several = render(<ErrorList id="x-error" errors={["Te kort", "Geen e-mailadres"]} />);
    expect(several).toMatch(/^<ul id="x-error"/);
    expect([...several.matchAll(/<li>(.*?)<\/li>/g)].map((item) => item[1])).toEqual(["Te kort", "Geen e-mailadres"]);
  });
});
