export type PdfPage = { title: string; lines: string[] };

/** A small valid one-page PDF with a title and a few lines of text (Helvetica), for sample documents. */
export function samplePdf(title: string, lines: string[]): Uint8Array {
  return samplePdfPages([{ title, lines }]);
}

/** A valid PDF with one page per entry (title and lines in Helvetica), e.g. a sample pitch deck. */
export function samplePdfPages(pages: PdfPage[]): Uint8Array {
  // Helvetica here is plain ASCII: accents are dropped ("Tomás" → "Tomas") rather than the letter lost.
  const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const esc = (s: string) =>
    ascii(s)
      .replace(/[^\x20-\x7e]/g, "-")
      .replace(/([\\()])/g, "\\$1");
  const content = (p: PdfPage) =>
    [
      `BT /F1 20 Tf 72 740 Td (${esc(p.title)}) Tj ET`,
      ...p.lines.map((l, i) => `BT /F1 12 Tf 72 ${700 - i * 20} Td (${esc(l)}) Tj ET`),
    ].join("\n");
  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content stream per page.
  const pageRef = (i: number) => `${4 + i * 2} 0 R`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, i) => pageRef(i)).join(" ")}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...pages.flatMap((p, i) => {
      const text = content(p);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
      ];
    }),
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
