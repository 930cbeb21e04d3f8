import { PDFDocument, StandardFonts } from "pdf-lib";

export type Slide = { title: string; lines: string[] };

/** A landscape PDF with one page per slide: the title in large type, then one text line per entry. */
export async function makeDeckPdf(slides: Slide[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const slide of slides) {
    const page = doc.addPage([960, 540]);
    page.drawText(slide.title, { x: 48, y: 460, size: 32, font: bold });
    slide.lines.forEach((line, i) => page.drawText(line, { x: 48, y: 400 - i * 28, size: 16, font }));
  }
  return doc.save();
}

/** A complete deck whose every section is known, so tests can check what the analyser finds. */
export const kestrelDeck: Slide[] = [
  { title: "Kestrel Health", lines: ["Care coordination software that cuts hospital readmissions"] },
  {
    title: "The Problem",
    lines: ["Hospitals lose $26B a year to avoidable readmissions.", "Discharge plans live in faxes and phone calls."],
  },
  {
    title: "Our Solution",
    lines: ["A shared care plan for hospitals, clinics and home care.", "Nurses see every patient's next step in one place."],
  },
  { title: "Why Now", lines: ["Readmission penalties doubled since 2022 and value-based contracts reward follow-up."] },
  { title: "Business Model", lines: ["SaaS subscription: $18,000 per hospital per year plus $4 per patient."] },
  { title: "Go-to-Market", lines: ["Direct sales to regional hospital networks, then channel partners among EHR vendors."] },
  {
    title: "Traction",
    lines: [
      "$1.2M ARR from 14 hospitals",
      "Revenue grew 22% MoM over the last 6 months",
      "Customers include Mercy General and Lakeside Health",
    ],
  },
  { title: "Market", lines: ["TAM of $12B across 6,000 US hospitals (B2B)", "Regulatory tailwinds: value-based care adoption"] },
  {
    title: "Team",
    lines: [
      "Maya Chen, CEO — ex-Epic, 10 years in hospital billing",
      "Previously led care coordination products at Epic.",
      "Daniel Ortiz, CTO — former staff engineer at Flatiron Health",
    ],
  },
  { title: "The Ask", lines: ["Raising $4M Seed round to reach $5M ARR"] },
  { title: "Use of Funds", lines: ["50% engineering, 30% sales, 20% operations"] },
];
