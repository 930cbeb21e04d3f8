/** Pure helpers of the importer: matching keys and cell values (unit-tested). */

/** A website's matching key: scheme, `www.`, port, path, query and case ignored ("https://www.Acme.com/about" → "acme.com"). */
export function normaliseDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  let s = website.trim().toLowerCase();
  if (!s) return null;
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^\/\//, "");
  s = s.split(/[/?#]/)[0];
  s = s
    .replace(/^[^@]*@/, "")
    .replace(/:\d+$/, "")
    .replace(/^www\d*\./, "")
    .replace(/\.$/, "");
  return s.includes(".") ? s : null;
}

/** A name's matching key: trimmed, inner spaces collapsed, case ignored. */
export const nameKey = (name: string | null | undefined) => (name ?? "").trim().replace(/\s+/g, " ").toLowerCase();

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * A cell's allowed value: the user's own mapping first ("Diligence" → "Due Diligence"), then the
 * allowed value that reads the same ignoring case and punctuation, then the one allowed value
 * that contains the cell's words. Null when none (or several) fit.
 */
export function mapValue(cell: string, allowed: readonly string[], userMap: Record<string, string> = {}): string | null {
  const own = userMap[cell] ?? Object.entries(userMap).find(([k]) => words(k) === words(cell))?.[1];
  if (own !== undefined) return allowed.includes(own) ? own : null;
  const w = words(cell);
  if (!w) return null;
  const same = allowed.find((a) => words(a) === w);
  if (same) return same;
  const containing = allowed.filter((a) => ` ${words(a)} `.includes(` ${w} `));
  return containing.length === 1 ? containing[0] : null;
}

/** Whole dollars from "$1,250,000", "1250000.00" or "1.5M"; null when the cell is no amount. */
export function parseMoney(cell: string): number | null {
  const m = /^\$?\s*(-?[\d,]*\.?\d+)\s*([kmb])?$/i.exec(cell.replace(/^(usd|us\$)\s*/i, "").trim());
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, "")) * ({ k: 1e3, m: 1e6, b: 1e9 }[(m[2] ?? "").toLowerCase() as "k"] ?? 1);
  return Number.isFinite(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER ? Math.round(n) : null;
}

/** An ISO date from "2024-03-05", "2024/3/5" or a US "3/5/2024"; null when it is no calendar date. */
export function parseDate(cell: string): string | null {
  const s = cell.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s))) [y, mo, d] = [Number(m[3]), Number(m[1]), Number(m[2])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** yes/no, true/false, 1/0, y/n, x (a ticked box); null otherwise. */
export function parseBoolean(cell: string): boolean | null {
  const s = cell.trim().toLowerCase();
  if (["yes", "y", "true", "1", "x", "✓"].includes(s)) return true;
  if (["no", "n", "false", "0"].includes(s)) return false;
  return null;
}

/** A list cell ("Ana Lee; Bo Chen", or comma-separated) as its trimmed, distinct names. */
export function parseList(cell: string): string[] {
  const parts = cell.split(cell.includes(";") ? ";" : cell.includes("\n") ? "\n" : ",");
  const out: string[] = [];
  for (const p of parts.map((x) => x.trim()).filter(Boolean)) if (!out.some((o) => nameKey(o) === nameKey(p))) out.push(p);
  return out;
}
