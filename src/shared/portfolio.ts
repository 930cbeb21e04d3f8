import { trackerDocuments } from "./constants/portfolio";

/** "Q4 2026" for a date (UTC). */
export const quarterOf = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;

/** The last five quarters, oldest first, ending with the current one (DESIGN: they roll with today's date). */
export function lastQuarters(today: Date, count = 5): string[] {
  const out: string[] = [];
  let year = today.getUTCFullYear();
  let q = Math.floor(today.getUTCMonth() / 3) + 1;
  for (let i = 0; i < count; i++) {
    out.unshift(`Q${q} ${year}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return out;
}

/** Share of the required documents uploaded, as a whole percentage (2 of 5 is 40). */
export const trackerProgress = (uploaded: number) =>
  Math.round((Math.min(uploaded, trackerDocuments.length) / trackerDocuments.length) * 100);

/** The progress bar's meaning: green when complete, amber from half, red below (spec part 2 §9). */
export const progressTone = (percent: number): "success" | "warning" | "danger" =>
  percent >= 100 ? "success" : percent >= 50 ? "warning" : "danger";
