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
import type { OutgoingMail } from "~/db/schema";
import { outbox, uploadParts, uploads } from "~/db/schema";
import { resetEnv } from "~/platform/env.server";
import { leadMails } from "~/leads/mails.server";
import { storeLead } from "~/leads/store.server";
import { newUpload, purgeUploads } from "~/leads/uploads.server";
import { uploadPieces } from "~/mail/attachments.server";
import { deliverDue } from "~/mail/outbox.server";
import { configuredSender } from "~/mail/transport.server";
import { serverSecret } from "~/platform/secrets.server";
import { databaseKind, freshDatabase } from "./support/database";

// DATA_DIR holds leads, mail copies and secrets: only the site's account reads them, and a CV
// leaves with every copy of the mail that carried it (docs/decisions/019-data-safety.md). A CV is
// in the database, which every instance reads (decision 037).

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

  it("makes the embedded database, a secret and a mail copy private when it creates them", async () => {
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    serverSecret("visitor-hash");
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
    expect(mode(path.join(dataDir, "mail", "test-1@example.be.eml"))).toBe(0o600);
  });
});

describe(`a CV in the database (${databaseKind})`, () => {
  let handle: DatabaseHandle & { url?: string };
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  const catalog = buildCatalog({ version: 1, properties: syntheticProperties(2), projects: [], types: syntheticTypes });
  const card = catalog.views.nl.properties.at(0) ?? expect.unreachable("no property");
  const fields = { firstName: "An", lastName: "Peeters", email: "an.peeters@example.be", phone: "0475 12 34 56" };
  // Large enough to be cut short somewhere, and the same byte nowhere for long.
  const cvBytes = Buffer.concat([
    Buffer.from("%PDF-1.7\nan's cv\n"),
    Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7919) % 251)),
  ]);

  async function lead(withCv: boolean) {
    const upload = withCv ? newUpload(cvBytes, "pdf", "CV An Peeters.pdf") : undefined;
    const mails = await leadMails({
      kind: withCv ? "rent-application" : "contact-me",
      language: "nl",
      fields: { ...fields, ...(upload ? { cv: upload.originalName } : {}) },
      subject: { kind: "property", card },
      typeName: () => undefined,
      origin: "https://www.immozuidrand.be",
      attachment: upload?.attachment,
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

  const copyOf = (messageId: string, folder = dataDir) =>
    path.join(folder, "mail", `${messageId.replace(/[<>]/g, "").replace(/[^\w.@-]/g, "_")}.eml`);

  /** The attachments of a mail copy, decoded: file name and bytes. */
  function attachmentsOf(eml: string): { filename: string; bytes: Buffer }[] {
    return eml
      .split(/\n--/)
      .filter((part) => /^Content-Disposition: attachment/im.test(part))
      .map((part) => {
        const [headers = "", ...body] = part.split(/\n\n/);
        return {
          filename: /filename=(\S+)/.exec(headers)?.[1] ?? "",
          bytes: Buffer.from(body.join("\n\n").replace(/\s/g, ""), "base64"),
        };
      });
  }

  it("names the attachment from its type, and purges the CV, its .eml copies and the row's reference when the CV expires", async () => {
    const applicant = await lead(true);
    const other = await lead(false);
    // Nothing of the CV on disk: its bytes are in the lead's transaction.
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
    expect(await deliverDue(handle.db, configuredSender())).toEqual({ sent: 4, failed: 0 });
    const rows = await handle.db.select().from(outbox);
    const copy = (row: (typeof rows)[number]) => copyOf(row.messageId);
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
    const storedName = applicant.upload?.storedName ?? "";
    expect(Buffer.concat((await uploadPieces(handle.db, storedName)) ?? [])).toEqual(cvBytes);

    expect(await purgeUploads(handle.db, 90, new Date(Date.now() + 91 * 86_400_000))).toBe(1);
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
    // The bytes are gone from the database, for every instance at once; the row says when.
    const [marked] = await handle.db.select().from(uploads);
    expect(marked?.deletedAt).toBeInstanceOf(Date);
    expect(marked?.content).toBeNull();
    expect(await handle.db.select().from(uploadParts)).toEqual([]);
    expect(await uploadPieces(handle.db, storedName)).toBeNull();
    expect(marked?.size).toBe(cvBytes.length);
  });

  it("a mail with a CV goes whole from another instance, whose data folder never held the CV", async () => {
    const applicant = await lead(true);
    // Another instance: its own data folder and, on PostgreSQL, its own connections.
    const elsewhere = mkdtempSync(path.join(tmpdir(), "data-safety-other-"));
    const instance = handle.url ? await openDatabase({ url: handle.url }) : handle;
    try {
      vi.stubEnv("DATA_DIR", elsewhere);
      resetEnv();
      expect(await deliverDue(instance.db, configuredSender())).toEqual({ sent: 2, failed: 0 });
      const [row] = (await handle.db.select().from(outbox)).filter((mail) => mail.mail.attachments?.length);
      const eml = readFileSync(copyOf(row?.messageId ?? "", elsewhere), "utf8");
      const [attached, ...more] = attachmentsOf(eml);
      expect(more).toEqual([]);
      expect(attached?.filename).toBe(applicant.upload?.attachment.filename);
      expect(attached?.bytes.equals(cvBytes)).toBe(true);
      expect(existsSync(path.join(elsewhere, "uploads"))).toBe(false);

      // Past the retention period, purged by that instance: gone for the first one too.
      expect(await purgeUploads(instance.db, 90, new Date(Date.now() + 91 * 86_400_000))).toBe(1);
      const [purged] = await handle.db.select({ content: uploads.content }).from(uploads);
      expect(purged?.content).toBeNull();
      expect(await handle.db.select().from(uploadParts)).toEqual([]);
    } finally {
      if (instance !== handle) await instance.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("moves the CVs an older version left on disk into the database, and their mails follow", async () => {
    const applicant = await lead(true);
    const upload = applicant.upload ?? expect.unreachable("no CV");
    // As an older version left it: the row without the bytes, the file under DATA_DIR/uploads,
    // the agency's mail naming the file.
    const folder = path.join(dataDir, "uploads");
    const file = path.join(folder, upload.storedName);
    await handle.db.delete(uploadParts);
    const olderMail = (mail: OutgoingMail): OutgoingMail => ({
      ...mail,
      attachments: mail.attachments?.map((attachment) => ({ ...attachment, path: file })),
    });
    for (const row of await handle.db.select().from(outbox)) {
      await handle.db
        .update(outbox)
        .set({ mail: olderMail(row.mail) })
        .where(eq(outbox.id, row.id));
    }
    // Another instance, which has not the file, claims the mail: it waits for its next attempt.
    const elsewhere = mkdtempSync(path.join(tmpdir(), "data-safety-other-"));
    vi.stubEnv("DATA_DIR", elsewhere);
    resetEnv();
    expect(await deliverDue(handle.db, configuredSender())).toEqual({ sent: 1, failed: 1 });
    vi.stubEnv("DATA_DIR", dataDir);
    resetEnv();

    mkdirSync(folder, { mode: 0o700 });
    writeFileSync(file, cvBytes, { mode: 0o600 });
    // The file of a CV already purged, and a file no lead stored (an older version's crash).
    const purgedName = "0b5e2c4a-0000-4000-8000-000000000000.pdf";
    await handle.db.insert(uploads).values({
      leadId: applicant.id,
      storedName: purgedName,
      originalName: "old.pdf",
      contentType: "application/pdf",
      size: 8,
      deletedAt: new Date(),
    });
    writeFileSync(path.join(folder, purgedName), "%PDF-1.4", { mode: 0o600 });
    writeFileSync(path.join(folder, "unknown.pdf"), "%PDF-1.4", { mode: 0o600 });

    try {
      // The daily round (at start, then each day) moves it, before anything is purged.
      expect(await purgeUploads(handle.db, 90)).toBe(0);
      expect(readdirSync(folder)).toEqual(["unknown.pdf"]);
      const [moved] = await handle.db
        .select({ content: uploads.content })
        .from(uploads)
        .where(eq(uploads.storedName, upload.storedName));
      expect(Buffer.from(moved?.content ?? []).equals(cvBytes)).toBe(true);
      const paths = (await handle.db.select().from(outbox)).flatMap(
        (row) => row.mail.attachments?.map((attachment) => attachment.path) ?? [],
      );
      expect(paths).toEqual([`upload:${upload.storedName}`]);

      vi.stubEnv("DATA_DIR", elsewhere);
      resetEnv();
      const later = new Date(Date.now() + 60 * 60_000);
      expect(await deliverDue(handle.db, configuredSender(), later)).toEqual({ sent: 1, failed: 0 });
      const [row] = (await handle.db.select().from(outbox)).filter((mail) => mail.mail.attachments?.length);
      const [attached] = attachmentsOf(readFileSync(copyOf(row?.messageId ?? "", elsewhere), "utf8"));
      expect(attached?.bytes.equals(cvBytes)).toBe(true);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
