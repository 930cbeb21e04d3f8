import type { Page } from "@playwright/test";
import { watchNetwork } from "./network-quiet";

/**
 * Which of `literals` (name → a string that survives minification) appear in the JavaScript the
 * page receives from now on. The returned function waits for the network to go quiet, then answers.
 */
export function watchCode(page: Page, literals: Record<string, string>) {
  const found = new Set<string>();
  const reading: Promise<void>[] = [];
  const quiet = watchNetwork(page);
  page.on("response", (r) => {
    if (!new URL(r.url()).pathname.endsWith(".js")) return;
    reading.push(
      r.text().then((code) => {
        for (const [name, literal] of Object.entries(literals)) if (code.includes(literal)) found.add(name);
      }),
    );
  });
  return async () => {
    await quiet();
    await Promise.all(reading);
    return [...found].sort();
  };
}
