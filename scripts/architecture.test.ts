import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// npm run lint enforces docs/ARCHITECTURE.md's rules (eslint.config.js). Each case lints a
// file that breaks one rule, as if it were written at that path, and expects the lint to say so.
const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the architecture's lint", () => {
  it("refuses a shared UI file that imports a feature", async () => {
    const found = await problems(
      "app/ui/probe.tsx",
      'import { searchProperties } from "~/catalog/search";\nexport const probe = searchProperties;\n',
    );
    expect(found).toContain("boundaries/dependencies: shared may not import feature (docs/ARCHITECTURE.md, Rules)");
  });

  it("refuses a feature that imports a route", async () => {
    const found = await problems(
      "app/catalog/probe.ts",
      'import { loader } from "~/routes/property";\nexport const probe = loader;\n',
    );
    expect(found).toContain("boundaries/dependencies: feature may not import route (docs/ARCHITECTURE.md, Rules)");
  });

  it("refuses the database layer importing a feature", async () => {
    const found = await problems(
      "app/db/probe.ts",
      'import type { PropertyCard } from "~/catalog/snapshot";\nexport type Probe = PropertyCard;\n',
    );
    expect(found).toContain("boundaries/dependencies: db may not import feature (docs/ARCHITECTURE.md, Rules)");
  });

  it("refuses a route that reaches the database itself", async () => {
    const found = await problems(
      "app/routes/probe.ts",
      'import { getDatabase } from "~/db/database.server";\nexport const loader = () => getDatabase();\n',
    );
    expect(found).toContain("boundaries/dependencies: route may not import db (docs/ARCHITECTURE.md, Rules)");
  });

  it("refuses client code that imports a server module, even for a type", async () => {
    const found = await problems(
      "app/leads/components/probe.tsx",
      'import type { LeadPlace } from "~/leads/place.server";\nexport type Probe = LeadPlace;\n',
    );
    expect(found.some((line) => line.startsWith("no-restricted-imports:"))).toBe(true);
  });

  it("refuses an import cycle", async () => {
    // app/catalog/search.ts imports the sort orders from snapshot.ts: snapshot importing search closes a loop.
    const found = await problems(
      "app/catalog/snapshot.ts",
      'import { searchProperties } from "./search";\nexport const probe = searchProperties;\n',
    );
    expect(found.some((line) => line.startsWith("import-x/no-cycle:"))).toBe(true);
  });

  it("lets a route call a feature, and a feature use the shared UI and the domain", async () => {
    expect(
      await problems(
        "app/routes/probe.tsx",
        'import { propertyPage } from "~/catalog/property-page.server";\nexport const loader = propertyPage;\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "app/catalog/components/probe.tsx",
        'import { Button } from "~/ui/button";\nimport { formatPrice } from "~/domain/format";\nexport const probe = [Button, formatPrice];\n',
      ),
    ).toEqual([]);
  });
});
