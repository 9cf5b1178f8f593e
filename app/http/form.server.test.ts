import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { FormRefused, largeBodiesBudget, readForm } from "./form.server";

const boundary = "----budget";
const cvLimits = { maxBytes: 10.5 * 1024 * 1024 };
const shape = { form: "text", cv: "file" } as const;

/** A multipart body with a CV of `bytes`, sent as the browser sends it. */
function multipart(bytes: number): Uint8Array {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="form"\r\n\r\nrent-application\r\n--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, " "), Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

/**
 * A POST whose body arrives in two parts, each when asked: a CV on its way from a slow line,
 * with its Content-Length or, `chunked`, without one.
 */
function slowPost(body: Uint8Array, { chunked = false } = {}) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(control) {
      controller = control;
    },
  });
  const request = new Request("http://127.0.0.1/nl/te-huur/", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      ...(chunked ? {} : { "Content-Length": String(body.length) }),
    },
  } as RequestInit);
  const cut = body.length - 64;
  return {
    request,
    /** All but the last bytes, then a moment for the reader to take them. */
    sendMost: async () => {
      controller?.enqueue(body.subarray(0, cut));
      await setImmediate();
    },
    sendRest: () => {
      controller?.enqueue(body.subarray(cut));
      controller?.close();
    },
    send: () => {
      controller?.enqueue(body);
      controller?.close();
    },
  };
}

const contact = () =>
  new Request("http://127.0.0.1/nl/contact/", {
    method: "POST",
    body: "form=contact&message=Goedemiddag",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("readForm", () => {
  it.each([
    ["with their length", false],
    ["chunked", true],
  ])(
    "refuses a CV (429) once CVs still being read hold the budget, and takes CVs again once they are read (%s)",
    async (_, chunked) => {
      const cv = multipart(9 * 1024 * 1024);
      const onTheirWay = Array.from({ length: Math.floor(largeBodiesBudget / cv.length) }, () =>
        slowPost(cv, { chunked }),
      );
      const reading = onTheirWay.map(({ request }) => readForm(request, shape, cvLimits));
      for (const { sendMost } of onTheirWay) await sendMost();

      const oneMore = slowPost(cv, { chunked });
      const refused = readForm(oneMore.request, shape, cvLimits).catch((error: unknown) => error);
      oneMore.send();
      expect(await refused).toBeInstanceOf(FormRefused);
      expect(((await refused) as FormRefused).status).toBe(429);

      // A small form is not held back by the CVs.
      expect(
        (await readForm(contact(), { form: "text", message: "text" }, { maxBytes: 64 * 1024 })).get("message"),
      ).toBe("Goedemiddag");

      for (const { sendRest } of onTheirWay) sendRest();
      for (const form of await Promise.all(reading)) expect((form.get("cv") as File).size).toBe(9 * 1024 * 1024);

      const later = slowPost(cv);
      const read = readForm(later.request, shape, cvLimits);
      later.send();
      expect(((await read).get("cv") as File).size).toBe(9 * 1024 * 1024);
    },
  );

  it("uploads that have sent next to nothing of their 10 MB do not hold the budget", async () => {
    // Headers declaring a CV, then a trickle: read as they arrive, they hold only what they sent.
    const cv = multipart(9 * 1024 * 1024);
    const trickling = Array.from({ length: 20 }, () => slowPost(cv));
    const stalled = trickling.map(({ request }) => readForm(request, shape, cvLimits).catch(() => null));

    const applicant = slowPost(cv);
    const read = readForm(applicant.request, shape, cvLimits);
    applicant.send();
    expect(((await read).get("cv") as File).size).toBe(9 * 1024 * 1024);

    for (const { send } of trickling) send();
    await Promise.all(stalled);
  });

  it("gives the budget back when a CV cannot be read", async () => {
    const cv = multipart(9 * 1024 * 1024);
    const times = Math.floor(largeBodiesBudget / cv.length) + 2;
    for (let n = 0; n < times; n++) {
      const broken = slowPost(cv.subarray(0, cv.length - 100));
      const read = readForm(broken.request, shape, cvLimits).catch((error: unknown) => error);
      broken.send();
      expect(((await read) as FormRefused).status).toBe(400);
    }
    const whole = slowPost(cv);
    const read = readForm(whole.request, shape, cvLimits);
    whole.send();
    expect(((await read).get("cv") as File).size).toBe(9 * 1024 * 1024);
  });

  it("refuses a multipart body of 150,000 empty parts (400) before parsing them", async () => {
    const part = `--${boundary}\r\nContent-Disposition: form-data; name=""\r\n\r\n\r\n`;
    const body = Buffer.from(`${part.repeat(150_000)}--${boundary}--\r\n`);
    const request = new Request("http://127.0.0.1/nl/te-huur/", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(body.length) },
    });
    const started = performance.now();
    const refused = await readForm(request, shape, cvLimits).catch((error: unknown) => error);
    const ms = performance.now() - started;
    expect((refused as FormRefused).status).toBe(400);
    expect((refused as FormRefused).message).toBe("too many fields");
    // Parsed, they held the thread 0.3-0.6 s.
    expect(ms).toBeLessThan(150);
  });

  it("takes a multipart form of a hundred parts, with its boundary quoted or not", async () => {
    for (const type of [`multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary="${boundary}"`]) {
      const fields = Array.from(
        { length: 99 },
        (_, n) => `--${boundary}\r\nContent-Disposition: form-data; name="x${n}"\r\n\r\n${n}\r\n`,
      );
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="form"\r\n\r\nrent-application\r\n${fields.join("")}--${boundary}--\r\n`;
      const request = new Request("http://127.0.0.1/nl/te-huur/", {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      });
      expect((await readForm(request, shape, cvLimits)).get("form")).toBe("rent-application");
    }
  });
});
