import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { isoInBrussels, omnicasaDate } from "~/catalog/sources/omnicasa-values";

// A local stand-in for the Omnicasa web API (docs/decisions/025-omnicasa-source.md), serving a
// feed document the way the CRM does: GET /1.12/OmnicasaService.svc/<Method>Json?json=<request>,
// answers wrapped in <Method>JsonResult, lists paged by Limit1/Limit2, one language per call,
// no `language` field, dates as "Y-m-d H:i:s" in Brussels time. Switches make it misbehave.
// It also takes what the site forwards to the CRM (docs/decisions/028-crm-forwarding.md):
// ContactOnMe, ContactOnMeProject, DemandRegister and UnsubscribeDemandPerson, recorded in `calls`.

type Row = Record<string, unknown>;

interface FeedDocument {
  PropertyList: Row[];
  Properties: Row[];
  Projects: Row[];
  PropertyTypes: Row[];
  Cities: { All: Row[]; Sale: Row[]; Rent: Row[] };
}

export interface OmnicasaDoubleSwitches {
  /** Success:false with this code and message, on every call or only on `method`'s. */
  refuse?: { code: number; message: string; method?: string } | null;
  /** Calls (all, or only that method's) are taken and never answered. */
  hang?: boolean | string;
  /** A list's second page and later answer HTTP 500. */
  failHalfway?: boolean;
  /** Every key in lower case: "getpropertylistjsonresult", "success", "value", "items", "id"… */
  oddKeys?: boolean;
  /** Dates as /Date(milliseconds+hhmm)/ instead of "Y-m-d H:i:s". */
  microsoftDates?: boolean;
  /** HTTP 500 on every call, or only on that method's. */
  fail?: boolean | string;
  /**
   * What DemandRegister answers: `true` by default (fw4's client reads a boolean), or the
   * person's ID and the DemandID it registered.
   */
  demandIds?: boolean;
}

export interface OmnicasaDoubleOptions extends OmnicasaDoubleSwitches {
  /** A feed document (feed-schema.ts); the bundled demo feed by default. */
  feed?: unknown;
  port?: number;
  customerName?: string;
  customerPassword?: string;
}

export interface OmnicasaDouble {
  /** The service's base, ending in OmnicasaService.svc/ */
  url: string;
  customerName: string;
  customerPassword: string;
  /** Change how it behaves from the next call on. */
  switches: OmnicasaDoubleSwitches;
  /** Every call received, its JSON request as sent. */
  calls: { method: string; request: Row }[];
  /** A new price for a property in every language, modified at `at`. */
  changePrice(id: number, price: number, at?: Date): void;
  /** Takes a property off; GetDeletedPropertyIDs reports it as deleted at `at`. */
  withdraw(id: number, at?: Date): void;
  close(): Promise<void>;
}

const demoFeed = path.resolve(import.meta.dirname, "../../content/feed/demo-feed.json");
const languages = ["nl", "fr", "en", "de"];
const dateTimeKeys = new Set(["CreateDate", "ModifyDate"]);
const dateKeys = new Set(["Date", "EPCEndDate", "AsbestosDate"]);

/** An ISO date-time as /Date(ms+hhmm)/, in the offset it was written in. */
function microsoftDate(iso: string): string {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  return `/Date(${Date.parse(iso)}${offset ? `${offset[1]}${offset[2]}${offset[3]}` : ""})/`;
}

/** A feed record as Omnicasa sends it: no language field, its own date forms. */
function asOmnicasa(value: unknown, key: string | null, switches: OmnicasaDoubleSwitches): unknown {
  if (Array.isArray(value)) return value.map((item) => asOmnicasa(item, key, switches));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => name !== "language")
        .map(([name, inner]) => [switches.oddKeys ? name.toLowerCase() : name, asOmnicasa(inner, name, switches)]),
    );
  }
  if (typeof value === "string" && key !== null && (dateTimeKeys.has(key) || dateKeys.has(key))) {
    const iso = dateKeys.has(key) ? omnicasaDate(`${value} 00:00:00`, false) : value;
    if (iso === null) return value;
    if (switches.microsoftDates) return microsoftDate(iso);
    return isoInBrussels(new Date(iso)).slice(0, 19).replace("T", " ");
  }
  return value;
}

/** Reads a request field whatever its case, as the real service does. */
function field(request: Row, name: string): unknown {
  const key = Object.keys(request).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : request[key];
}

export async function startOmnicasaDouble(options: OmnicasaDoubleOptions = {}): Promise<OmnicasaDouble> {
  const feed = structuredClone(options.feed ?? JSON.parse(readFileSync(demoFeed, "utf8"))) as FeedDocument;
  const customerName = options.customerName ?? "immo-zuidrand";
  const customerPassword = options.customerPassword ?? "double-password";
  const switches: OmnicasaDoubleSwitches = {
    refuse: options.refuse,
    hang: options.hang,
    failHalfway: options.failHalfway,
    oddKeys: options.oddKeys,
    microsoftDates: options.microsoftDates,
    fail: options.fail,
    demandIds: options.demandIds,
  };
  const calls: OmnicasaDouble["calls"] = [];
  const deleted: { id: number; at: Date }[] = [];
  /** Demands registered, by address: DemandRegister answers with their ids when asked to. */
  const demands = new Map<string, { personId: number; demandId: number }>();

  const modifiedAt = new Map<string, number>();
  const indexModified = () => {
    modifiedAt.clear();
    for (const record of feed.Properties) {
      modifiedAt.set(`${String(record.ID)}|${String(record.language)}`, Date.parse(String(record.ModifyDate)));
    }
  };
  indexModified();

  /** The whole answer goes through asOmnicasa once: dates, keys and the language field. */
  function answer(response: ServerResponse, method: string, result: Row) {
    const body = asOmnicasa({ [`${method}JsonResult`]: result }, null, switches);
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  }

  function page(rows: Row[], request: Row): Row {
    const from = Number(field(request, "Limit1") ?? 1);
    const to = Number(field(request, "Limit2") ?? rows.length);
    return { From: from, To: to, RowsCount: rows.length, Items: rows.slice(from - 1, to) };
  }

  function inLanguage(rows: Row[], request: Row): Row[] {
    const language = languages[Number(field(request, "LanguageId") ?? 1) - 1];
    return rows.filter((row) => row.language === language);
  }

  /** ChangeSince, read as the CRM's own clock: Brussels time. */
  function since(request: Row): number | null {
    const value = field(request, "ChangeSince");
    const iso = typeof value === "string" ? omnicasaDate(value, false) : null;
    return iso === null ? null : Date.parse(iso);
  }

  function respond(method: string, request: Row): unknown {
    switch (method) {
      case "GetPropertyList": {
        const after = since(request);
        const rows = inLanguage(feed.PropertyList, request).filter(
          (row) => after === null || (modifiedAt.get(`${String(row.ID)}|${String(row.language)}`) ?? Infinity) > after,
        );
        return page(rows, request);
      }
      case "GetProperty": {
        const id = Number(field(request, "ID"));
        const record = inLanguage(feed.Properties, request).find((row) => row.ID === id);
        return record ?? null;
      }
      case "GetProjectList":
        return page(inLanguage(feed.Projects, request), request);
      case "GetWebIDList":
        return page(inLanguage(feed.PropertyTypes, request), request);
      case "GetCityListOfObjects": {
        const goal = field(request, "Goal");
        const cities = goal === 0 ? feed.Cities.Sale : goal === 1 ? feed.Cities.Rent : feed.Cities.All;
        return inLanguage(cities, request);
      }
      case "ContactOnMe":
      case "ContactOnMeProject":
      case "UnsubscribeDemandPerson":
        return true;
      case "DemandRegister": {
        const email = String(field(request, "Email") ?? "").toLowerCase();
        const ids = demands.get(email) ?? { personId: 7000 + demands.size, demandId: 9000 + demands.size };
        demands.set(email, ids);
        return switches.demandIds ? { ID: ids.personId, DemandID: ids.demandId } : true;
      }
      case "GetDeletedPropertyIDs": {
        const after = since(request);
        return deleted.filter((entry) => after === null || entry.at.getTime() > after).map((entry) => entry.id);
      }
      default:
        return undefined;
    }
  }

  function handle(incoming: IncomingMessage, response: ServerResponse) {
    const url = new URL(incoming.url ?? "/", "http://double");
    const method = /^\/1\.12\/OmnicasaService\.svc\/(\w+)Json$/.exec(url.pathname)?.[1];
    let request: Row;
    try {
      request = JSON.parse(url.searchParams.get("json") ?? "") as Row;
    } catch {
      request = {};
    }
    if (method === undefined || typeof request !== "object" || request === null) {
      response.writeHead(400, { "content-type": "text/plain" }).end("Bad Request");
      return;
    }
    calls.push({ method, request });
    if (switches.hang === true || switches.hang === method) return;
    const failing = switches.fail === true || switches.fail === method;
    if (failing || (switches.failHalfway && Number(field(request, "Limit1") ?? 1) > 1)) {
      response.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>");
      return;
    }
    const name = field(request, "CustomerName");
    const password = field(request, "CustomerPassword");
    if (name !== customerName || password !== customerPassword) {
      // Quotes what it was sent, as some services do: the source must not pass it on.
      const message = `Login failed for customer ${String(name)} with password ${String(password)}`;
      answer(response, method, { Success: false, Code: 600, Message: message, Value: null });
      return;
    }
    const refuse = switches.refuse;
    if (refuse && (refuse.method === undefined || refuse.method === method)) {
      answer(response, method, { Success: false, Code: refuse.code, Message: refuse.message, Value: null });
      return;
    }
    const value = respond(method, request);
    if (value === undefined) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Endpoint not found.");
      return;
    }
    answer(response, method, { Success: true, Code: 0, Message: "", Value: value });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/1.12/OmnicasaService.svc/`,
    customerName,
    customerPassword,
    switches,
    calls,
    changePrice(id, price, at = new Date()) {
      for (const record of feed.Properties) {
        if (record.ID !== id) continue;
        record.Price = price;
        record.ModifyDate = isoInBrussels(at);
      }
      indexModified();
    },
    withdraw(id, at = new Date()) {
      feed.PropertyList = feed.PropertyList.filter((row) => row.ID !== id);
      feed.Properties = feed.Properties.filter((row) => row.ID !== id);
      deleted.push({ id, at });
      indexModified();
    },
    close() {
      // Calls left hanging would keep the server open.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
