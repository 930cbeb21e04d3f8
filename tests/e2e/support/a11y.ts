import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for running transitions and finite animations (a toast fading in, a dialog
 * opening) to end: axe measures colours as painted, so a half-faded toast would
 * fail colour contrast. A toast mounted just now starts its transition a frame or two
 * later, so this waits two frames and looks again until nothing finite is running.
 * Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round++) {
      await nextFrame();
      await nextFrame();
      const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
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
