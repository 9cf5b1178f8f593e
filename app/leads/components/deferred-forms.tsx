import type { ReactNode } from "react";
import { memo, Suspense, use, useCallback, useEffect, useId, useLayoutEffect, useRef } from "react";
import type * as LeadForms from "./lead-forms";
import { useScripted } from "~/ui/use-scripted";

type Forms = typeof LeadForms;

// The lead forms' code (Conform, Zod, the schemas) is the largest part of a page's JavaScript,
// and most visitors never fill in a form. The server sends the forms as plain HTML that posts
// without JavaScript; the browser loads their code, and hydrates them, only once the visitor
// turns to one (decision 013). The property page's cost calculator comes with them (decision 073).

const load = () => import("./lead-forms");
// The server renders them at once, so that the HTML it sends is complete.
const serverForms: Forms | null = import.meta.env.SSR ? await load() : null;

/**
 * Marks a promise as `use` marks those it reads, so that once settled `use` returns its value
 * in the same render instead of suspending: a render that suspends and is replayed must call
 * the same hooks, so `Hydrated` calls `use` on every render and never branches on whether the
 * code has come.
 */
function readable<T>(promise: Promise<T>): Promise<T> {
  const tracked = Object.assign(promise, { status: "pending" }) as Promise<T> & { status: string; value?: T };
  promise.then(
    (value) => Object.assign(tracked, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
  );
  return tracked;
}

let loading: Promise<Forms> | null = null;
function loadForms(): Promise<Forms> {
  loading ??= readable(load());
  return loading;
}

// A press in progress: React swapping the server's forms for the live ones between a press and
// its release would lose the click (pressed on one summary, released on the other, a click on
// neither), and the fold the visitor opened would stay shut. The live forms wait for the release
// and its click (at most a second: a release outside the window is never heard).
let pressing = false;
const onRelease: (() => void)[] = [];
if (typeof window !== "undefined") {
  window.addEventListener("pointerdown", () => (pressing = true), { capture: true, passive: true });
  for (const name of ["pointerup", "pointercancel"])
    window.addEventListener(
      name,
      () => {
        pressing = false;
        // After the click the release brings, which the browser dispatches next.
        setTimeout(() => onRelease.splice(0).forEach((resolve) => resolve()));
      },
      { capture: true, passive: true },
    );
}
function released(): Promise<void> {
  if (!pressing) return Promise.resolve();
  return new Promise((resolve) => {
    onRelease.push(resolve);
    setTimeout(resolve, 1000);
  });
}

let ask: () => void = () => {};
/** Resolves once the visitor turns to a form, with the forms' code, once no press is in progress. */
const asked = readable(
  new Promise<void>((resolve) => (ask = resolve)).then(loadForms).then(async (forms) => {
    await released();
    return forms;
  }),
);
let hydrated = false;
let markHydrated: () => void = () => {};
const whenHydrated = new Promise<void>((resolve) => (markHydrated = resolve));

function Hydrated(props: { render: (forms: Forms) => ReactNode; onMount: () => HTMLElement[] }) {
  // While the page hydrates, this waits and React keeps the server's HTML; after a client-side
  // navigation there is no HTML to keep, so the code loads at once.
  const scripted = useScripted();
  const module = serverForms ?? use(scripted ? loadForms() : asked);
  const restored = useRef<HTMLElement[]>([]);
  const { onMount } = props;
  // The visitor's input goes back before the forms are painted, and is told to them once their
  // own effects (the form library's listeners) have run: a parent's effects run after its children's.
  useLayoutEffect(() => {
    restored.current = onMount();
  }, [onMount]);
  useEffect(() => {
    announce(restored.current);
    hydrated = true;
    markHydrated();
  }, []);
  return props.render(module);
}

// Events that say the visitor turns to a form; `toggle` (a folded form opened) does not bubble,
// so the listeners capture. They listen on the window, ahead of React's own listeners on the
// document: React stops an event aimed inside a boundary that has not hydrated yet, so a
// listener on the area itself would never hear it.
const intents = ["focusin", "pointerover", "pointerdown", "touchstart", "toggle"] as const;

/**
 * Lead forms whose code loads when the visitor first turns to one of them. Until then the page
 * around them may render again (it does once hydrated): the forms keep what the server sent, as
 * an update would make React drop that HTML and wait for the code.
 */
export const DeferredForms = memo(DeferredArea, () => !hydrated);

/** Each area's HTML as the server sent it, by the area's id (useId). */
const serverCopies = new Map<string, string>();

/**
 * What the visitor typed and chose in a form, by field; and the folded forms they used, by id,
 * which hold whether the visitor opened them.
 */
type VisitorInput = { fields: Map<string, string | boolean>; folds: Map<string, HTMLDetailsElement> };
/** Each area's input, by the area's id, while React may still swap its forms for others. */
const visitorInputs = new Map<string, VisitorInput>();

/** A field's key: its form, its name and, for a radio or a box, its value. */
function fieldKey(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string | null {
  const type = field.type;
  if (!field.form?.id || !field.name || ["hidden", "file", "submit", "button"].includes(type)) return null;
  return type === "radio" || type === "checkbox"
    ? `${field.form.id} ${field.name} ${field.value}`
    : `${field.form.id} ${field.name}`;
}

function formFields(area: HTMLElement) {
  return [
    ...area.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea"),
  ];
}

function readInput(area: HTMLElement): VisitorInput {
  const fields = new Map<string, string | boolean>();
  for (const field of formFields(area)) {
    const key = fieldKey(field);
    if (key)
      fields.set(
        key,
        field instanceof HTMLInputElement && /^(radio|checkbox)$/.test(field.type) ? field.checked : field.value,
      );
  }
  const folds = new Map([...area.querySelectorAll<HTMLDetailsElement>("details[id]")].map((fold) => [fold.id, fold]));
  return { fields, folds };
}

/**
 * Puts the visitor's input back into forms React has just put in place of those they used: its
 * copy of the server's HTML, or the forms rendered anew once their code came. Whether a folded
 * form is open is read now from the one the visitor used: the browser opens it at the click but
 * tells of it only after, in a task of its own, which may come after React's new forms.
 */
function restoreInput(area: HTMLElement, input: VisitorInput | undefined): HTMLElement[] {
  const changed: HTMLElement[] = [];
  if (!input) return changed;
  for (const field of formFields(area)) {
    const key = fieldKey(field);
    const value = key === null ? undefined : input.fields.get(key);
    if (typeof value === "boolean" && field instanceof HTMLInputElement) field.checked = value;
    else if (typeof value === "string" && field.value !== value) {
      // Through the element's own setter, past React's record of the value, so that the typing
      // told later (`announce`) reaches the forms' handlers.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      changed.push(field);
    }
  }
  for (const details of area.querySelectorAll("details[id]")) {
    const used = input.folds.get(details.id);
    if (details instanceof HTMLDetailsElement && used && used !== details) details.open = used.open;
  }
  return changed;
}

/**
 * Sends again a form held until its code came. The form sent may have been React's copy of the
 * server's HTML, which the live forms have since replaced: the live form has the same id, and its
 * button the same place among the form's buttons.
 */
function sendAgain(sent: HTMLFormElement, submitter: HTMLElement | null) {
  const form = sent.isConnected ? sent : document.getElementById(sent.id);
  if (!(form instanceof HTMLFormElement)) return;
  const buttons = (element: HTMLFormElement) =>
    [...element.elements].filter(
      (control): control is HTMLElement =>
        (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === "submit",
    );
  const index = submitter ? buttons(sent).indexOf(submitter) : -1;
  form.requestSubmit(form === sent ? submitter : (buttons(form)[index] ?? null));
}

/** Tells the forms of values put back as if typed: what they show from a value (the offer in words) follows. */
function announce(fields: HTMLElement[]) {
  for (const field of fields) {
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

function DeferredArea(props: { children: (forms: Forms) => ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    const element = area.current;
    if (!element || hydrated) return;
    // An update from above (the route's location after a click on an anchor, for one) makes React
    // give up hydrating the forms while their code is on its way: it drops the server's HTML and
    // shows the fallback. A copy of that HTML as the fallback keeps the page as it was, so that
    // nothing jumps and an anchor's scroll lands where it aims.
    serverCopies.set(id, element.innerHTML);
    // What the visitor did before the page woke up (a form opened, a field filled in) is kept as
    // well: the listeners below hear only what comes after.
    visitorInputs.set(id, readInput(element));
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const start = (event: Event) => {
      if (inside(event)) ask();
    };
    // Should React swap the forms before their code has come, the visitor's input goes along.
    const keep = (event: Event) => {
      if (!hydrated && inside(event)) visitorInputs.set(id, readInput(element));
    };
    const kept = ["input", "change"] as const;
    for (const name of kept) window.addEventListener(name, keep, { capture: true, passive: true });
    // A form sent before its code ran waits for it, then goes with its checks and captcha.
    const hold = (event: SubmitEvent) => {
      if (hydrated || !inside(event)) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter;
      ask();
      void whenHydrated.then(() => sendAgain(form, submitter));
    };
    for (const name of intents) window.addEventListener(name, start, { capture: true, passive: true });
    window.addEventListener("submit", hold, { capture: true });
    // Back at a form's anchor, with its errors after a post, or with a form opened before the
    // page woke up: the visitor is at the form.
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if ((target && element.contains(target)) || element.querySelector("[aria-invalid], details[open]")) ask();
    return () => {
      for (const name of intents) window.removeEventListener(name, start, { capture: true });
      for (const name of kept) window.removeEventListener(name, keep, { capture: true });
      window.removeEventListener("submit", hold, { capture: true });
    };
  }, [id]);
  const restore = useCallback(() => {
    const fields = area.current ? restoreInput(area.current, visitorInputs.get(id)) : [];
    visitorInputs.delete(id);
    return fields;
  }, [id]);
  return (
    <div ref={area} className="contents">
      <Suspense fallback={<ServerCopy id={id} />}>
        <Hydrated render={props.children} onMount={restore} />
      </Suspense>
    </div>
  );
}

/**
 * The forms as the server sent them, without their code: posts still work, nothing moves, and
 * what the visitor had typed and opened is still there.
 */
function ServerCopy(props: { id: string }) {
  const copy = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!copy.current) return;
    restoreInput(copy.current, visitorInputs.get(props.id));
    // From now on the visitor uses the copy's forms.
    visitorInputs.set(props.id, readInput(copy.current));
  }, [props.id]);
  return <div ref={copy} className="contents" dangerouslySetInnerHTML={{ __html: serverCopies.get(props.id) ?? "" }} />;
}
