import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startOmnicasaDouble } from "../tests/support/omnicasa-double";

// npm run omnicasa:double -- [--port 3310] [--feed file.json] [--fail-halfway] [--odd-keys]
//   [--microsoft-dates] [--hang] [--refuse "message"] [--name n] [--password p]
//
// A local Omnicasa web API serving the demo feed (or another feed document), to try the
// omnicasa listing source by hand. Stops on Ctrl+C.

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3310" },
    feed: { type: "string" },
    "fail-halfway": { type: "boolean", default: false },
    "odd-keys": { type: "boolean", default: false },
    "microsoft-dates": { type: "boolean", default: false },
    hang: { type: "boolean", default: false },
    refuse: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
  },
});

const feed = values.feed
  ? JSON.parse(readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), values.feed), "utf8"))
  : undefined;

const double = await startOmnicasaDouble({
  feed,
  port: Number(values.port),
  customerName: values.name,
  customerPassword: values.password,
  failHalfway: values["fail-halfway"],
  oddKeys: values["odd-keys"],
  microsoftDates: values["microsoft-dates"],
  hang: values.hang,
  refuse: values.refuse ? { code: 500, message: values.refuse } : null,
});

console.log(`Omnicasa test double listening. Use:
OMNICASA_URL=${double.url}
customer name: ${double.customerName}
customer password: ${double.customerPassword}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void double.close().then(() => process.exit(0)));
}
