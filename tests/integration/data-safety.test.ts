import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import { secureDataDir } from "~/platform/data-dir.server";
import { openDatabase } from "~/db/client.server";
import type { DatabaseHandle } from "~/db/client.server";
import { outbox, uploads } from "~/db/schema";
import { resetEnv } from "~/platform/env.server";
import { leadMails } from "~/leads/mails.server";
import { storeLead } from "~/leads/store.server";
import { purgeUploads, saveUpload } from "~/leads/uploads.server";
import { deliverDue } from "~/mail/outbox.server";
import { configuredSender } from "~/mail/transport.server";
import { serverSecret } from "~/platform/secrets.server";
import { databaseKind, freshDatabase } from "./support/database";

// DATA_DIR holds leads, CVs, mail copies and secrets: only the site's account reads them, and a
// CV leaves with every copy of the mail that carried it (docs/decisions/019-data-safety.md).

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every folder and file under `folder`, with its mode, as "relative path: 0700". */
function modes(folder: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = statSync(target);
    found.push(`${path.relative(folder, target) || "."}: ${(stat.mode & 0o777).toString(8).padStart(4, "0")}`);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(folder);
  return found;
}

let dataDir: string;
let umask: number;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "data-safety-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", undefined);
  resetEnv();
  // The usual umask, which leaves new files readable by everyone unless the code says otherwise.
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  vi.unstubAllEnvs();
  resetEnv();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the data folder is the site account's only", () => {
  it("tightens at start what an older version left readable, and leaves the public pictures' cache be", () => {
    mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "mail", "lead-1@immo.eml"), "From: …", { mode: 0o644 });
    mkdirSync(path.join(dataDir, "uploads"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "uploads", "cv.pdf"), "%PDF-1.7", { mode: 0o644 });
    writeFileSync(path.join(dataDir, "ip-hash-secret"), "secret", { mode: 0o644 });
    mkdirSync(path.join(dataDir, "images", "0123456789abcd"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, "images", "0123456789abcd", "w750.jpg"), "jpeg", { mode: 0o644 });

    expect(secureDataDir()).toBe(6);
    expect(modes(dataDir).sort()).toEqual(
      [
        ".: 0700",
        "images: 0700",
        "images/0123456789abcd: 0755",
        "images/0123456789abcd/w750.jpg: 0644",
        "ip-hash-secret: 0600",
        "mail: 0700",
        "mail/lead-1@immo.eml: 0600",
        "uploads: 0700",
        "uploads/cv.pdf: 0600",
      ].sort(),
    );
    expect(secureDataDir()).toBe(0);
  });

  it("makes the embedded database, a secret, a CV and a mail copy private when it creates them", async () => {
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    serverSecret("visitor-hash");
    const upload = await saveUpload(new TextEncoder().encode("%PDF-1.7\n"), "pdf", "Mijn CV.pdf");
    await configuredSender().send(
      {
        from: { name: "Immo", address: "info@example.be" },
        to: { name: "Immo", address: "info@example.be" },
        replyTo: { name: "Immo", address: "info@example.be" },
        subject: "Test",
        html: "<p>Test</p>",
        text: "Test",
      },
      "<test-1@example.be>",
    );
    const loose = modes(dataDir).filter((line) => !/: 0[67]00$/.test(line));
    expect(loose).toEqual([]);
    expect(modes(dataDir).length).toBeGreaterThan(100);
    expect(mode(upload.path)).toBe(0o600);
    expect(mode(path.join(dataDir, "mail", "test-1@example.be.eml"))).toBe(0o600);
  });
});

describe(`a CV leaves with its mail copies (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  const catalog = buildCatalog({ version: 1, properties: syntheticProperties(2), projects: [], types: syntheticTypes });
  const card = catalog.views.nl.properties.at(0) ?? expect.unreachable("no property");
  const fields = { firstName: "An", lastName: "Peeters", email: "an.peeters@example.be", phone: "0475 12 34 56" };

  async function lead(withCv: boolean) {
    const upload = withCv
      ? await saveUpload(new TextEncoder().encode("%PDF-1.7\nan's cv"), "pdf", "CV An Peeters.pdf")
      : undefined;
    const mails = await leadMails({
      kind: withCv ? "rent-application" : "contact-me",
      language: "nl",
      fields: { ...fields, ...(upload ? { cv: upload.originalName } : {}) },
      subject: { kind: "property", card },
      typeName: () => undefined,
      origin: "https://www.immozuidrand.be",
      attachment: upload && { filename: upload.attachmentName, path: upload.path, contentType: upload.contentType },
    });
    const id = await storeLead(
      handle.db,
      {
        kind: withCv ? "rent-application" : "contact-me",
        language: "nl",
        propertyId: card.id,
        projectId: null,
        fields,
        ip: "203.0.113.9",
        mails,
        upload,
      },
      "secret",
    );
    return { id, upload };
  }

  it("names the attachment from its type, and purges the CV, its .eml copies and the row's reference when the CV expires", async () => {
    const applicant = await lead(true);
    const other = await lead(false);
    expect(await deliverDue(handle.db, configuredSender())).toEqual({ sent: 4, failed: 0 });
    const rows = await handle.db.select().from(outbox);
    const copy = (row: (typeof rows)[number]) =>
      path.join(dataDir, "mail", `${row.messageId.replace(/[<>]/g, "").replace(/[^\w.@-]/g, "_")}.eml`);
    const carrying = rows.filter((row) => row.mail.attachments?.length);
    const plain = rows.filter((row) => !row.mail.attachments?.length);
    expect(carrying.length).toBeGreaterThanOrEqual(1);
    expect(carrying.every((row) => row.leadId === applicant.id)).toBe(true);
    // The attachment is named from the detected type; the visitor's file name is in no header.
    const today = new Date().toISOString().slice(0, 10);
    for (const row of carrying) {
      const eml = readFileSync(copy(row), "utf8");
      expect(eml).toContain(`filename=cv-${today}.pdf`);
      const headers = eml.split(/\n\n/)[0] ?? "";
      expect(headers).not.toContain("CV An Peeters");
      expect(eml.split(/\n/).filter((line) => /^Content-Disposition/i.test(line))).toEqual([
        `Content-Disposition: attachment; filename=cv-${today}.pdf`,
      ]);
    }

    // Not yet past the 90 days: everything stays.
    expect(await purgeUploads(handle.db, 90, new Date(Date.now() + 89 * 86_400_000))).toBe(0);
    expect(carrying.every((row) => existsSync(copy(row)))).toBe(true);

    expect(await purgeUploads(handle.db, 90, new Date(Date.now() + 91 * 86_400_000))).toBe(1);
    expect(existsSync(applicant.upload?.path ?? "")).toBe(false);
    for (const row of carrying) {
      expect(existsSync(copy(row))).toBe(false);
      const [after] = await handle.db.select({ mail: outbox.mail }).from(outbox).where(eq(outbox.id, row.id));
      expect(after?.mail.attachments).toBeUndefined();
      expect(after?.mail.subject).toBe(row.mail.subject);
    }
    // The mails without a CV keep their copies.
    expect(plain.length).toBeGreaterThanOrEqual(1);
    expect(plain.every((row) => existsSync(copy(row)))).toBe(true);
    expect(other.upload).toBeUndefined();
    const [marked] = await handle.db.select({ deletedAt: uploads.deletedAt }).from(uploads);
    expect(marked?.deletedAt).toBeInstanceOf(Date);
  });
});
