import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits for running transitions and finite animations (a toast fading in, a dialog
 * opening) to end: axe measures colours as painted, so a half-faded toast would
 * fail colour contrast. A toast mounted just now starts its transition a frame or two
 * later (sonner marks it `data-mounted` after its first render), so this waits two frames
 * and looks again until no toast is still mounting and nothing finite is running.
 * Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round++) {
      await nextFrame();
      await nextFrame();
      const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      const mounting = document.querySelector('[data-sonner-toast][data-mounted="false"]');
      if (running.length === 0 && !mounting) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

async function blockingViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

/**
 * Runs axe on the page and fails on any serious or critical violation. A toast whose code was
 * still loading can appear while axe runs and be measured half-faded, so a page with violations
 * is settled and checked once more: a real violation is found both times.
 */
export async function checkA11y(page: Page) {
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) blocking = await blockingViolations(page);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
