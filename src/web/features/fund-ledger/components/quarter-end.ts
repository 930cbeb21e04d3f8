/** The last quarter end on or before `today` (YYYY-MM-DD, UTC): the default date of an LP statement. */
export function lastQuarterEnd(today = new Date()): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth(); // 0-based
  const ends = [`${year - 1}-12-31`, `${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`];
  const iso = today.toISOString().slice(0, 10);
  return ends.filter((e) => e <= iso).pop() ?? ends[Math.floor(month / 3)];
}

/** The quarter ends of the last few years, newest first, for the statement's date picker. */
export function recentQuarterEnds(count = 12, today = new Date()): string[] {
  const out: string[] = [];
  let [y, m] = lastQuarterEnd(today).split("-").map(Number);
  for (let i = 0; i < count; i++) {
    out.push(`${y}-${String(m).padStart(2, "0")}-${m === 3 || m === 12 ? 31 : 30}`);
    m -= 3;
    if (m <= 0) {
      m += 12;
      y -= 1;
    }
  }
  return out;
}
