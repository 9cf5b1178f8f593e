// npm run feed:documents: one small, real PDF for every document of the demo feed, written to
// content/feed/documents/ (not a public folder: visitors get them through expiring links).
// Deterministic: the same feed gives byte-identical files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

interface FeedDocument {
  Name: string;
  Url: string;
}
interface FeedProperty {
  language: string;
  Name: string;
  RecordFile: string;
  Zip: string;
  City: string;
  Documents: FeedDocument[];
}

// Named from the project's folder, whatever the working directory.
const root = path.resolve(import.meta.dirname, "../..");
const folder = path.join(root, "content/feed/documents");
const feed = JSON.parse(readFileSync(path.join(root, "content/feed/demo-feed.json"), "utf8")) as {
  Properties: FeedProperty[];
};

/** A PDF string literal in WinAnsi: brackets and backslashes escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;

function pdf(lines: { text: string; size: number; bold?: boolean; gap: number }[]): Buffer {
  let y = 780;
  const content = lines
    .map((line) => {
      y -= line.gap;
      return `BT /${line.bold ? "F1" : "F2"} ${line.size} Tf 60 ${y} Td ${literal(line.text)} Tj ET`;
    })
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
let count = 0;
for (const property of feed.Properties.filter((record) => record.language === "nl")) {
  for (const document of property.Documents) {
    const file = path.join(folder, path.basename(document.Url));
    writeFileSync(
      file,
      pdf([
        { text: "Immo Zuidrand", size: 11, bold: true, gap: 0 },
        { text: "Prins Boudewijnlaan 187, 2650 Edegem - 03 455 12 34", size: 9, gap: 14 },
        { text: document.Name, size: 22, bold: true, gap: 70 },
        { text: property.Name, size: 12, gap: 34 },
        { text: `${property.Zip} ${property.City} - dossier ${property.RecordFile}`, size: 11, gap: 18 },
        { text: "Voorbeelddocument van de demowebsite van Immo Zuidrand.", size: 10, gap: 48 },
        { text: "Het echte attest ligt ter inzage op ons kantoor.", size: 10, gap: 14 },
      ]),
    );
    count++;
  }
}
console.log(`${count} documents written to ${folder}/`);
