import { setImmediate as yieldToOthers } from "node:timers/promises";
import type { z } from "zod";

// Reading a form's POST body, bounded, for every POST endpoint of the site (issue 11).
//
// - The body is read from the stream with a byte counter: 413 as soon as the limit is passed,
//   whatever Content-Length says, chunked bodies included.
// - Only the names the form knows are kept, each as often as the form allows, so a name like
//   `firstName[999999999]` or `a.b.c…` never reaches the form library's parser, and an error
//   answer can only echo known fields.
// - The number of fields and the length of each value are capped.
// - Control characters (NUL and the other C0 codes but tab and line breaks) are stripped from
//   text: PostgreSQL refuses NUL, and none of them belongs in what a person types.

/** What a form accepts: each name with its kind. A `list` may repeat up to `maxRepeats`. */
export type FormShape = Record<string, "text" | "list" | "file">;

export interface FormLimits {
  /** The largest body accepted, in bytes. */
  maxBytes: number;
  /** The most fields (entries) a body may carry, known or not. */
  maxFields?: number;
  /** The longest text value, in characters. */
  maxValueLength?: number;
  /** How often a `list` name may repeat. */
  maxRepeats?: number;
}

/** A form that cannot be read: the status to answer and why, for the log. */
export class FormRefused extends Error {
  readonly status: 400 | 413 | 415 | 429;
  constructor(status: 400 | 413 | 415 | 429, reason: string) {
    super(reason);
    this.name = "FormRefused";
    this.status = status;
  }
}

export const defaultLimits = { maxFields: 100, maxValueLength: 10_000, maxRepeats: 20 } as const;

// A body this large (a CV) holds the server's one thread for tens of milliseconds at each step of
// its reading (joined, copied, parsed): other visitors are answered between two steps.
const largeBody = 1024 * 1024;

// Each large body is copied a few times while it is read (decision 067): 150 posts of a 9.5 MB CV
// at once took the server to 3 GB. The large bodies being read hold at most this much at one
// time, counted as their bytes arrive, so that uploads trickling in hold only what they sent;
// a body whose next bytes would pass it is refused there (429, decision 068).
export const largeBodiesBudget = 48 * 1024 * 1024;
let largeBodiesHeld = 0;

/** One body's bytes against the large bodies' budget, all given back when its reading ends. */
class BudgetShare {
  private held = 0;
  take(bytes: number): void {
    if (largeBodiesHeld + bytes > largeBodiesBudget) throw new FormRefused(429, "too many large bodies at once");
    largeBodiesHeld += bytes;
    this.held += bytes;
  }
  giveBack(): void {
    largeBodiesHeld -= this.held;
    this.held = 0;
  }
}

// eslint-disable-next-line no-control-regex -- these are the characters to remove
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text as a person could have typed it: control characters out, line breaks as \n. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(controlCharacters, "");
}

/** The body's Content-Length, or null when it has none (a chunked body) or one that is no number. */
function declaredLength(request: Request): number | null {
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  return Number.isFinite(length) ? length : null;
}

/**
 * The body, or a FormRefused(413) the moment it passes `maxBytes`, or the FormRefused that
 * `share` throws for bytes the budget cannot take.
 */
async function readBody(request: Request, maxBytes: number, share?: BudgetShare): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) throw new FormRefused(413, "declared body too large");
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new FormRefused(413, "body too large");
      share?.take(value.byteLength);
      chunks.push(value);
    }
  } catch (error) {
    if (!(error instanceof FormRefused)) throw new FormRefused(400, "body could not be read");
    await reader.cancel().catch(() => {});
    throw error;
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * The form in a POST body, holding only the names of `shape`, cleaned. Throws FormRefused
 * with 413 (too large), 415 (not a form), 400 (unreadable, or too many fields) or 429 (too many
 * large bodies being read at once).
 */
export async function readForm(request: Request, shape: FormShape, limits: FormLimits): Promise<FormData> {
  const { maxBytes } = limits;
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new FormRefused(415, `unsupported media type ${type || "(none)"}`);
  }
  // A body that may pass 1 MB counts against the large bodies' budget, from its first byte.
  const declared = declaredLength(request);
  const mayBeLarge = maxBytes > largeBody && (declared === null || declared > largeBody);
  const share = mayBeLarge ? new BudgetShare() : undefined;
  try {
    return await parseForm(request, type, shape, limits, share);
  } finally {
    share?.giveBack();
  }
}

async function parseForm(
  request: Request,
  type: string,
  shape: FormShape,
  limits: FormLimits,
  share: BudgetShare | undefined,
): Promise<FormData> {
  const { maxBytes, maxFields, maxValueLength, maxRepeats } = { ...defaultLimits, ...limits };
  const body = await readBody(request, maxBytes, share);
  const large = body.byteLength > largeBody;
  if (large) await yieldToOthers();
  let entries: Iterable<[string, FormDataEntryValue]>;
  if (type === "application/x-www-form-urlencoded") {
    entries = new URLSearchParams(new TextDecoder().decode(body));
  } else {
    // Counted before the parser makes an entry of each: 200,000 empty parts held the server's
    // thread half a second before the count below could refuse them.
    if (multipartParts(body, request.headers.get("Content-Type") ?? "", maxFields + 1) > maxFields) {
      throw new FormRefused(400, "too many fields");
    }
    const parsed = await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } })
      .formData()
      .catch(() => null);
    if (!parsed) throw new FormRefused(400, "malformed multipart body");
    if (large) await yieldToOthers();
    entries = parsed;
  }

  const form = new FormData();
  const seen = new Map<string, number>();
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > maxFields) throw new FormRefused(400, "too many fields");
    const kind = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (!kind) continue;
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    if (times > (kind === "list" ? maxRepeats : 1)) continue;
    if (typeof value === "string") {
      if (value.length > maxValueLength) throw new FormRefused(413, `value of ${name} too long`);
      form.append(name, cleanText(value));
    } else if (kind === "file") {
      // An empty file input is sent as a file without name or bytes: as good as none.
      if (value.size > 0 || value.name) form.append(name, value);
    }
  }
  return form;
}

/** How many parts a multipart body holds by its boundary, counting no further than `atMost`. */
function multipartParts(body: Uint8Array, contentType: string, atMost: number): number {
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return 0;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  // The first delimiter may open the body without a line break; the last closes it.
  let parts = -1;
  for (
    let at = bytes.indexOf(delimiter.subarray(2));
    at >= 0 && parts < atMost;
    at = bytes.indexOf(delimiter, at + 1)
  ) {
    parts++;
  }
  return parts;
}

/** readForm, with a refusal as the answer instead of a throw. */
export function tryReadForm(request: Request, shape: FormShape, limits: FormLimits): Promise<FormData | FormRefused> {
  return readForm(request, shape, limits).catch((error: unknown) => {
    if (error instanceof FormRefused) return error;
    throw error;
  });
}

/** The names a Zod object schema reads, with their kind: arrays repeat, File fields upload. */
export function formShape(schema: z.ZodObject, extra: FormShape = {}): FormShape {
  const shape: FormShape = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    let def = (field as z.ZodType)._zod.def;
    while (def.type === "optional" || def.type === "default" || def.type === "pipe" || def.type === "nullable") {
      const inner = "innerType" in def ? def.innerType : "in" in def ? def.in : null;
      if (!inner) break;
      def = (inner as z.ZodType)._zod.def;
    }
    shape[name] = def.type === "array" ? "list" : def.type === "custom" ? "file" : "text";
  }
  return { ...shape, ...extra };
}
