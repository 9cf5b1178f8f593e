import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { useI18n } from "~/i18n/context";

// A form field: its label, its control, a hint and its messages, wired for assistive technology.
// The control says it is invalid and is described by the hint and the messages; the messages'
// id is the control's id + "-error", the id Conform gives them too.

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

export const labelStyle = "block text-sm font-medium text-stone-800";
/** The look of a text input, a select and a textarea. */
export const controlStyle =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20";

const errorStyle = "mt-1 text-sm font-medium text-red-700";

/** A field's messages, already translated; nothing without one. One message is a paragraph, several a list. */
export function ErrorList(props: { id?: string; errors?: ListOfErrors }) {
  const errors = props.errors?.filter((error): error is string => Boolean(error)) ?? [];
  if (errors.length === 0) return null;
  if (errors.length === 1) {
    return (
      <p id={props.id} className={errorStyle}>
        {errors[0]}
      </p>
    );
  }
  return (
    <ul id={props.id} className={errorStyle}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The mark after the label of a required field, in forms that mark them. */
export function RequiredMark() {
  const { t } = useI18n();
  return (
    <span className="text-red-700" title={t("forms.required")}>
      {" *"}
    </span>
  );
}

/** What a field hands its control: the control spreads it after its own props. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

type FieldProps = {
  label: ReactNode;
  /** Shows the required mark after the label. */
  requiredMark?: boolean;
  hint?: ReactNode;
  errors?: ListOfErrors;
  className?: string;
} & (
  | {
      /**
       * A text input. Its own aria-invalid and aria-describedby are kept (a field whose
       * message is elsewhere, such as a form's problem on top) and joined with the field's.
       */
      inputProps: ComponentProps<"input">;
      children?: never;
    }
  | {
      id?: string;
      /** Another control (a select, a textarea, a file input), drawn with the field's wiring. */
      children: (control: ControlProps) => ReactNode;
      inputProps?: never;
    }
);

export function Field(props: FieldProps) {
  const fallbackId = useId();
  const input = props.inputProps;
  const id = (input ? input.id : props.id) ?? fallbackId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.errors?.some(Boolean) ? `${id}-error` : undefined;
  const describedBy = [...new Set([hintId, errorId, input?.["aria-describedby"]].filter(Boolean))].join(" ");
  const control: ControlProps = {
    id,
    "aria-invalid": errorId || input?.["aria-invalid"] ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: controlStyle,
  };
  return (
    <div className={props.className}>
      <label htmlFor={id} className={labelStyle}>
        {props.label}
        {props.requiredMark ? <RequiredMark /> : null}
      </label>
      {input ? <input {...input} {...control} /> : props.children(control)}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {props.hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={props.errors} />
    </div>
  );
}

/** The honeypot: a field hidden from people and from assistive technology, which bots fill in. */
export function Honeypot() {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t("forms.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
