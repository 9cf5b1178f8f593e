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

/** A POST whose body arrives when `send()` is called: a CV on its way from a slow line. */
function slowPost(body: Uint8Array) {
  let send = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      send = () => {
        controller.enqueue(body);
        controller.close();
      };
    },
  });
  const request = new Request("http://127.0.0.1/nl/te-huur/", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(body.length) },
  } as RequestInit);
  return { request, send: () => send() };
}

describe("readForm", () => {
  it("refuses a CV at once (429) while other CVs being read hold the budget, and takes CVs again once they are read", async () => {
    const cv = multipart(9 * 1024 * 1024);
    const onTheirWay = Array.from({ length: Math.floor(largeBodiesBudget / cv.length) }, () => slowPost(cv));
    const reading = onTheirWay.map(({ request }) => readForm(request, shape, cvLimits));

    const oneMore = slowPost(cv);
    const refused = await readForm(oneMore.request, shape, cvLimits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FormRefused);
    expect((refused as FormRefused).status).toBe(429);

    // A small form is not held back by the CVs.
    const contact = new Request("http://127.0.0.1/nl/contact/", {
      method: "POST",
      body: "form=contact&message=Goedemiddag",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await readForm(contact, { form: "text", message: "text" }, { maxBytes: 64 * 1024 })).get("message")).toBe(
      "Goedemiddag",
    );

    for (const { send } of onTheirWay) send();
    for (const form of await Promise.all(reading)) expect((form.get("cv") as File).size).toBe(9 * 1024 * 1024);

    const later = slowPost(cv);
    const read = readForm(later.request, shape, cvLimits);
    later.send();
    expect(((await read).get("cv") as File).size).toBe(9 * 1024 * 1024);
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
});
