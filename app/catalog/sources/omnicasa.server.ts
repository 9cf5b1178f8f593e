import type { FeedLanguage } from "../feed-schema";
import { feedLanguages } from "../feed-schema";
import { changeSinceValue, isoInBrussels, normaliseAnswer } from "./omnicasa-values";
import type { FeedBatch, ListingSource, ReadOptions } from "./source";
import { SourceError } from "./source";

// The agency's CRM through the Omnicasa web API (docs/decisions/025-omnicasa-source.md). Each
// call is GET <base><Method>Json?json=<request>, the credentials inside the request, and the
// answer is { <Method>JsonResult: { Success, Code, Message, Value } }. A read asks every
// language, every page and every property's details, or fails as a whole.

export interface OmnicasaConfig {
  /** The service's base, e.g. https://newapi.omnicasa.com/1.13/OmnicasaService.svc/ */
  url: string;
  customerName: string;
  customerPassword: string;
  /** Per call. */
  timeoutMs?: number;
  /** Rows per list page (Limit1…Limit2). */
  pageSize?: number;
}

/** Omnicasa's LanguageId of each feed language. */
const languageIds: Record<FeedLanguage, number> = { nl: 1, fr: 2, en: 3, de: 4 };
/** GetProperty calls in flight at once: one per property and language, so not all at once. */
const detailConcurrency = 4;
/** A bigger answer is not a page of listings: stop reading rather than fill the memory. */
const maxAnswerBytes = 32 * 1024 * 1024;

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The base without credentials, query or fragment, ending in "/". */
function baseOf(url: string): URL {
  const base = new URL(url);
  base.username = "";
  base.password = "";
  base.search = "";
  base.hash = "";
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  return base;
}

/** Reads the body as text, up to `maxAnswerBytes`. */
async function readText(response: Response): Promise<string> {
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxAnswerBytes) throw new RangeError(`answer larger than ${maxAnswerBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Runs `work` over `items`, `limit` at a time, in order; stops taking new ones once `signal` aborts. */
async function mapBounded<T, R>(items: T[], limit: number, signal: AbortSignal, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  async function worker() {
    while (next < items.length && !signal.aborted) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function tagged(rows: Row[], language: FeedLanguage): Row[] {
  return rows.map((row) => ({ ...row, language }));
}

/** What one call answered: its Value, and the answer's Date header (the CRM's clock) when it gave one. */
export interface OmnicasaAnswer {
  value: unknown;
  date: Date | null;
}

export interface OmnicasaClient {
  /** The base without credentials or query: what messages name. */
  label: string;
  /**
   * GET <base><Method>Json?json=<request with the credentials>, within the timeout; `signal`
   * stops it early. Any HTTP error, non-JSON answer, refusal or timeout is a SourceError that
   * names the method and the base, never the query, with the credentials blanked out.
   */
  call(method: string, request: Row, signal?: AbortSignal): Promise<OmnicasaAnswer>;
  /** The text with the customer name and password blanked out. */
  redact(text: string): string;
}

/** One Omnicasa call at a time: what the listing source and the CRM forwarding both send. */
export function omnicasaClient(config: OmnicasaConfig): OmnicasaClient {
  const base = baseOf(config.url);
  const label = base.href;
  const timeoutMs = config.timeoutMs ?? 30_000;
  const secrets = [config.customerPassword, config.customerName].filter((secret) => secret.length > 0);

  /** The server's own message may quote what it was sent: the credentials are taken out. */
  function redact(text: string): string {
    return secrets.reduce((result, secret) => result.split(secret).join("***"), text);
  }

  function failure(error: unknown, signal: AbortSignal | undefined, callSignal: AbortSignal): string {
    if (signal?.aborted) return "the read was stopped";
    if (callSignal.aborted) return `no answer within ${timeoutMs} ms`;
    if (error instanceof RangeError) return error.message;
    // A network error's code (ECONNREFUSED…), never its text, which may hold the address asked.
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    return `could not be reached (${typeof cause?.code === "string" ? cause.code : "network error"})`;
  }

  async function call(method: string, request: Row, signal?: AbortSignal): Promise<OmnicasaAnswer> {
    const where = `Omnicasa ${method} at ${label}`;
    const json = JSON.stringify({
      CustomerName: config.customerName,
      CustomerPassword: config.customerPassword,
      ...request,
    });
    const url = `${base.href}${method}Json?json=${encodeURIComponent(json)}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const callSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let text: string;
    let date: Date | null = null;
    try {
      const response = await fetch(url, { signal: callSignal, headers: { accept: "application/json" } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new SourceError(`${where} answered HTTP ${response.status}`);
      }
      const header = response.headers.get("date");
      if (header !== null && !Number.isNaN(Date.parse(header))) date = new Date(header);
      text = await readText(response);
    } catch (error) {
      if (error instanceof SourceError) throw error;
      throw new SourceError(`${where}: ${failure(error, signal, callSignal)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // The parser's message quotes the body, which could quote the request: not repeated.
      throw new SourceError(`${where} answered something other than JSON`);
    }
    const result = normaliseAnswer(envelopeOf(body, method));
    if (!isRow(result) || typeof result.Success !== "boolean") {
      throw new SourceError(`${where} answered without a ${method}JsonResult`);
    }
    if (!result.Success) {
      const message = typeof result.Message === "string" ? result.Message : "";
      throw new SourceError(`${where} refused: code ${String(result.Code)}, ${redact(message)}`);
    }
    return { value: result.Value, date };
  }

  return { label, call, redact };
}

export function omnicasaSource(config: OmnicasaConfig): ListingSource {
  const client = omnicasaClient(config);
  const { label, redact } = client;
  const pageSize = config.pageSize ?? 50;

  async function read(options: ReadOptions): Promise<FeedBatch> {
    const stop = new AbortController();
    const signal = options.signal ? AbortSignal.any([stop.signal, options.signal]) : stop.signal;
    const startedAt = new Date();
    let serverClock: Date | null = null;

    async function call(method: string, request: Row): Promise<unknown> {
      const answer = await client.call(method, request, signal);
      // The first answer's Date is the CRM's clock at the start of the read: the next cursor.
      serverClock ??= answer.date;
      return answer.value;
    }

    /** Every page of a list: Limit1…Limit2 (1-based, inclusive) until RowsCount rows are in. */
    async function list(method: string, request: Row): Promise<Row[]> {
      const where = `Omnicasa ${method} at ${label}`;
      const rows: Row[] = [];
      let total: number | null = null;
      for (let from = 1; ; from += pageSize) {
        const page = await call(method, { ...request, Limit1: from, Limit2: from + pageSize - 1 });
        if (!isRow(page) || !Array.isArray(page.Items) || typeof page.RowsCount !== "number") {
          throw new SourceError(`${where} answered a page without Items and RowsCount`);
        }
        // Rows added or removed between two pages shift the others: one could be missed.
        if (total !== null && page.RowsCount !== total) {
          throw new SourceError(`${where}: the list changed while it was read (${total}, then ${page.RowsCount} rows)`);
        }
        total = page.RowsCount;
        rows.push(...page.Items.filter(isRow));
        if (page.Items.length < pageSize || rows.length >= total) break;
      }
      const distinct = new Set(rows.map((row) => row.ID)).size;
      if (distinct !== total) {
        throw new SourceError(`${where} gave ${distinct} different rows of the ${total} it counts`);
      }
      return rows;
    }

    /** A list that comes whole: Value is the rows, or { Items }. */
    async function whole(method: string, request: Row): Promise<Row[]> {
      const value = await call(method, request);
      const rows = Array.isArray(value) ? value : isRow(value) && Array.isArray(value.Items) ? value.Items : null;
      if (rows === null) throw new SourceError(`Omnicasa ${method} at ${label} answered without a list`);
      return rows.filter(isRow);
    }

    async function property(id: unknown, languageId: number): Promise<Row | null> {
      // A row without a usable ID has no details to ask; parseFeed names it as rejected.
      if (typeof id !== "number") return null;
      const value = await call("GetProperty", { ID: id, LanguageId: languageId });
      if (!isRow(value)) throw new SourceError(`Omnicasa GetProperty at ${label} gave no property ${id}`);
      return value;
    }

    try {
      const changeSince = options.since ? { ChangeSince: changeSinceValue(options.since) } : {};
      const collected = {
        PropertyList: [] as Row[],
        Properties: [] as Row[],
        Projects: [] as Row[],
        PropertyTypes: [] as Row[],
        Cities: { All: [] as Row[], Sale: [] as Row[], Rent: [] as Row[] },
        // The site shows no neighbourhoods (decision 004): not asked.
        Neighbourhoods: [],
      };
      for (const language of feedLanguages) {
        const LanguageId = languageIds[language];
        const summaries = await list("GetPropertyList", { LanguageId, ...changeSince });
        const details = await mapBounded(summaries, detailConcurrency, signal, (summary) =>
          property(summary.ID, LanguageId),
        );
        collected.PropertyList.push(...tagged(summaries, language));
        collected.Properties.push(...tagged(details.filter(isRow), language));
        collected.Projects.push(...tagged(await list("GetProjectList", { LanguageId }), language));
        collected.PropertyTypes.push(...tagged(await list("GetWebIDList", { LanguageId }), language));
        const cities = collected.Cities;
        cities.All.push(...tagged(await whole("GetCityListOfObjects", { LanguageId }), language));
        cities.Sale.push(...tagged(await whole("GetCityListOfObjects", { LanguageId, Goal: 0 }), language));
        cities.Rent.push(...tagged(await whole("GetCityListOfObjects", { LanguageId, Goal: 1 }), language));
      }
      const deletedPropertyIds = options.since
        ? deletedIds(await call("GetDeletedPropertyIDs", changeSince), `Omnicasa GetDeletedPropertyIDs at ${label}`)
        : [];
      const readAt = serverClock ?? startedAt;
      const document = { GeneratedAt: isoInBrussels(readAt), ...collected };
      return { document, scope: options.since ? "changes" : "full", deletedPropertyIds, readAt };
    } catch (error) {
      if (error instanceof SourceError) throw error;
      throw new SourceError(`Omnicasa at ${label}: ${redact(error instanceof Error ? error.message : String(error))}`);
    } finally {
      // Calls still in flight after a failure are not waited for.
      stop.abort();
    }
  }

  return { name: "omnicasa", label, read };
}

/** The <Method>JsonResult, in whatever case it comes; an answer without the wrapper is the result itself. */
function envelopeOf(body: unknown, method: string): unknown {
  if (!isRow(body)) return body;
  const name = `${method}JsonResult`.toLowerCase();
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? body : body[key];
}

/** GetDeletedPropertyIDs' Value: ids, or rows with an ID, bare or under Items. */
function deletedIds(value: unknown, where: string): number[] {
  const rows = Array.isArray(value) ? value : isRow(value) && Array.isArray(value.Items) ? value.Items : null;
  if (rows === null) throw new SourceError(`${where} answered without a list of ids`);
  const ids = rows.map((row) => (isRow(row) ? row.ID : row));
  if (!ids.every((id) => typeof id === "number" && Number.isInteger(id) && id > 0)) {
    throw new SourceError(`${where} answered something else than property ids`);
  }
  return [...new Set(ids as number[])];
}
