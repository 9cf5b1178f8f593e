import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { captchaFields, challengePath } from "~/leads/captcha";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import type * as WidgetCode from "./altcha-widget";
import { ErrorList } from "~/ui/field";
import { useScripted } from "~/ui/use-scripted";

// The captcha of a form (decision 017), for the lead forms and the login. Without JavaScript:
// a picture of five characters to type over. With it: the ALTCHA widget, whose code loads
// once the visitor turns to the form; it solves a proof of work, and a form sent before it is
// done waits for it. Should the widget fail (an old browser, no secure context), the picture
// comes back. The server accepts either (app/leads/captcha.server.ts, `verifyCaptcha`).

const altchaWords = {
  label: "forms.altcha.label",
  verifying: "forms.altcha.verifying",
  verified: "forms.altcha.verified",
  error: "forms.altcha.error",
  expired: "forms.altcha.expired",
  waitAlert: "forms.altcha.waitAlert",
  verificationRequired: "forms.altcha.verificationRequired",
  loading: "forms.altcha.loading",
  reload: "forms.altcha.reload",
  verify: "forms.altcha.verify",
} as const satisfies Record<string, MessageKey>;

type Widget = AltchaWidgetElement;

let widgetCode: Promise<typeof WidgetCode> | null = null;

/** The widget once its methods exist (the element mounts a moment after it is defined). */
function whenMounted(widget: Widget): Promise<Widget> {
  if (typeof widget.verify === "function") return Promise.resolve(widget);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (typeof widget.verify === "function") resolve(widget);
      else if (Date.now() - started > 10_000) reject(new Error("The captcha widget did not start."));
      else setTimeout(check, 25);
    };
    check();
  });
}

/** The widget's verdict once its work in progress ends. */
function settled(widget: Widget): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (event: Event) => {
      const state = (event as CustomEvent<{ state: string }>).detail?.state;
      if (state === "verifying") return;
      widget.removeEventListener("statechange", done);
      resolve(state === "verified");
    };
    widget.addEventListener("statechange", done);
  });
}

export interface CaptchaProps {
  /** The picture's token from the page's loader; null when the captcha is switched off. */
  token: string | null;
  /** The id of the text field, and the id of its message. */
  id: string;
  errorId: string;
  /** The translated message under the field, if the server refused the last try. */
  error: string | null;
  /** The field's label (with a mark for a required field, if the form shows those). */
  label: React.ReactNode;
  /** The picture's text alternative. */
  pictureAlt: string;
  autoFocus?: boolean;
  /** Changes with every answer of the server: the widget then solves a fresh challenge. */
  attempt?: unknown;
  /**
   * Whether a form being sent should wait for the solution; by default always. A form that
   * checks its fields in the browser says no while they are wrong, so that its messages come
   * at once and the form is not sent anyway.
   */
  holdWhen?: (form: HTMLFormElement) => boolean;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
}

export function Captcha(props: CaptchaProps) {
  const scripted = useScripted();
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  if (!props.token) return null;
  const picture = !scripted || failed || (typeof window !== "undefined" && !window.isSecureContext);
  return (
    <div className={props.className}>
      {picture ? <CaptchaPicture {...props} /> : <CaptchaWidget {...props} onFail={fail} />}
      <ErrorList id={props.errorId} errors={[props.error]} />
    </div>
  );
}

function CaptchaPicture(props: CaptchaProps) {
  return (
    <>
      <input type="hidden" name={captchaFields.token} value={props.token ?? ""} />
      <label htmlFor={props.id} className={props.labelClassName}>
        {props.label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <img
          src={`/api/captcha/${props.token}`}
          alt={props.pictureAlt}
          loading="lazy"
          width={200}
          height={64}
          className="rounded-lg"
        />
        <input
          id={props.id}
          name={captchaFields.text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={props.autoFocus}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? props.errorId : undefined}
          className={`${props.inputClassName ?? ""} mt-0 w-40 uppercase tracking-widest`}
        />
      </div>
    </>
  );
}

function CaptchaWidget(props: CaptchaProps & { onFail: () => void }) {
  const { language, t } = useI18n();
  const { onFail } = props;
  // The latest rule, read when the form is sent.
  const holdWhen = useRef(props.holdWhen);
  useEffect(() => {
    holdWhen.current = props.holdWhen;
  });
  const [loaded, setLoaded] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  // The element React renders once the code is there: a promise of it, kept for the component's life.
  const [widget] = useState(() => {
    let resolve: (element: Widget) => void = () => {};
    const element = new Promise<Widget>((done) => (resolve = done));
    return { element, resolve };
  });
  const strings = Object.fromEntries(Object.entries(altchaWords).map(([word, key]) => [word, t(key)]));
  const stringsKey = JSON.stringify(strings);

  /** Loads the widget's code and element (once); resolves with the mounted widget. */
  const ready = useCallback((): Promise<Widget> => {
    widgetCode ??= import("./altcha-widget");
    return widgetCode
      .then((code) => {
        code.setWords(language, JSON.parse(stringsKey) as Record<string, string>);
        setLoaded(true);
        return widget.element;
      })
      .then(whenMounted);
  }, [language, stringsKey, widget]);

  /**
   * True once the widget holds a solution, solving one first if needed. One solve at a time:
   * a second `verify()` would abort the first.
   */
  const pending = useRef<Promise<boolean> | null>(null);
  const solve = useCallback((): Promise<boolean> => {
    pending.current ??= (async () => {
      const element = await ready();
      const state = element.getState();
      if (state === "verified") return true;
      if (state === "verifying") return settled(element);
      const result = await element.verify();
      return result !== null && element.getState() === "verified";
    })().finally(() => {
      pending.current = null;
    });
    return pending.current;
  }, [ready]);

  useEffect(() => {
    const form = area.current?.closest("form");
    if (!form) return;
    const start = () => void solve().catch(onFail);
    // A form sent before the solution is there waits for it, then goes on its own.
    const hold = (event: SubmitEvent) => {
      const element = area.current?.querySelector("altcha-widget") as Widget | null;
      if (typeof element?.getState === "function" && element.getState() === "verified") return;
      if (holdWhen.current && !holdWhen.current(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      solve().then(
        (solved) => (solved ? form.requestSubmit(submitter) : onFail()),
        () => onFail(),
      );
    };
    for (const name of ["focusin", "pointerdown"] as const) form.addEventListener(name, start, { passive: true });
    form.addEventListener("submit", hold, { capture: true });
    // The visitor is already at the form (its code loaded on the first focus or touch).
    if (form.contains(document.activeElement) || form.querySelector("[aria-invalid]")) start();
    return () => {
      for (const name of ["focusin", "pointerdown"] as const) form.removeEventListener(name, start);
      form.removeEventListener("submit", hold, { capture: true });
    };
  }, [solve, onFail]);

  // The server answered (a refused form): a spent solution is worth nothing, so solve afresh.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = area.current?.querySelector("altcha-widget") as Widget | null;
    if (element && typeof element.reset === "function") element.reset();
  }, [props.attempt]);

  return (
    <div ref={area} className="min-h-16">
      {loaded ? (
        <altcha-widget
          ref={(element: HTMLElement | null) => {
            if (element) widget.resolve(element as Widget);
          }}
          name={captchaFields.altcha}
          language={language}
          configuration={JSON.stringify({
            challenge: challengePath,
            auto: "off",
            hideFooter: true,
            minDuration: 0,
          })}
        />
      ) : null}
    </div>
  );
}
