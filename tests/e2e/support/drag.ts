import type { Locator, Page } from "@playwright/test";

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("drag: element is not visible");
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 60) };
};

/** Drags with the mouse in small steps, as a hand does (the board starts a drag after a few pixels). */
export async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  // Hovering waits until the element stops moving: positions read while a dialog still zooms
  // in would press beside the handle (and a press outside a dialog closes it).
  await from.hover();
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y + 10, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 12 });
  // Near an edge the board scrolls while dragging (auto-scroll), moving the target away from
  // where it was measured: aim again at where it is now before letting go.
  const now = await centre(to);
  await page.mouse.move(now.x, now.y, { steps: 2 });
  await page.mouse.up();
  // dnd-kit swallows clicks for 50 ms after a drop (so the drop is not also a click on what lies
  // under the pointer); a hand is never that fast, a test is: its next click would be lost.
  await page.waitForTimeout(80);
}

/** Press, hold and slide a finger (real touch events through the DevTools protocol). */
export async function dragWithFinger(page: Page, from: Locator, to: { x: number; y: number }) {
  const a = await centre(from);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", a.x, a.y);
  await page.waitForTimeout(400); // hold: a quick swipe scrolls instead
  const steps = 12;
  for (let i = 1; i <= steps; i++) await touch("touchMove", a.x + ((to.x - a.x) * i) / steps, a.y + ((to.y - a.y) * i) / steps);
  await touch("touchEnd", to.x, to.y);
  await cdp.detach();
}
