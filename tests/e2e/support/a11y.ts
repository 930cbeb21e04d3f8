import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for running transitions and finite animations (a toast fading in, a dialog
 * opening) to end: axe measures colours as painted, so a half-faded toast would
 * fail colour contrast. Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function checkA11y(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
