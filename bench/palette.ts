// Issue 41's browser row: from the last keypress of a term in the command palette (Ctrl+K) to its
// results drawn, in Chromium against the bench data set. The palette waits 25 ms after the last key
// (debounce) before it asks, so the server and the drawing have what is left of the 150 ms budget.
// Each term is typed once into an emptied box: its first answer, not one the page or server already holds.
import type { Page } from "playwright-core";
import { launchChromium, median } from "./chromium";

export type PaletteRow = { term: string; keyToResultsMs: number; runs: number };

/** Surnames of the bench's people (bench/seed-network.ts), three per length the issue names. */
export const paletteTerms: Record<string, string[]> = {
  "8 characters (kowalski, lindqvist, nakamura)": ["kowalski", "lindqvist", "nakamura"],
  "6 characters (martin, okafor, dubois)": ["martin", "okafor", "dubois"],
  "3 characters (mar, oka, sch)": ["mar", "oka", "sch"],
};

const paletteBox = (page: Page) => page.getByRole("dialog", { name: "Search" }).getByRole("combobox");

async function keyToResults(page: Page, term: string): Promise<number> {
  const box = paletteBox(page);
  await box.fill("");
  await page.waitForFunction(() => !document.querySelector("[cmdk-item] mark"));
  await page.evaluate(() => {
    const w = window as unknown as { lastKeyAt: number };
    document.addEventListener("keydown", () => (w.lastKeyAt = performance.now()), { capture: true });
  });
  await page.keyboard.type(term);
  const handle = await page.waitForFunction(
    (t) => {
      // Drawn: an option marks the whole typed term (the marks follow the answer for that text).
      const marked = [...document.querySelectorAll("[cmdk-item] mark")].some((m) => m.textContent?.toLowerCase() === t.toLowerCase());
      return marked ? performance.now() - (window as unknown as { lastKeyAt: number }).lastKeyAt : null;
    },
    term,
    { polling: "raf", timeout: 15_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

export async function measurePalette(base: string, cookie: string): Promise<PaletteRow[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      cookie.split("; ").map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url: base })),
    );
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`, { waitUntil: "commit" });
    // The header is drawn by the server before the app's code runs: wait for the app's own content.
    await page.getByText("Total Investments", { exact: true }).first().waitFor({ timeout: 60_000 });
    const box = paletteBox(page);
    for (let tries = 0; !(await box.isVisible()); tries++) {
      if (tries === 5) throw new Error("Ctrl+K did not open the command palette");
      await page.keyboard.press("Control+k");
      await box.waitFor({ timeout: 5_000 }).catch(() => {});
    }
    const rows: PaletteRow[] = [];
    for (const [label, terms] of Object.entries(paletteTerms)) {
      const times: number[] = [];
      // Three different terms, each typed once: their first answers, from neither the page's cache nor the server's.
      for (const term of terms) times.push(await keyToResults(page, term[0].toUpperCase() + term.slice(1)));
      rows.push({ term: label, keyToResultsMs: median(times), runs: terms.length });
      console.log(`palette ${label}: keypress to results ${median(times)} ms (median; ${times.join(", ")})`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
