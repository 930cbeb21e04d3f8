import { expect, test, type Page } from "@playwright/test";
import { dragWithFinger } from "./support/drag";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
  await page.request.patch("/api/v1/me/preferences", { data: { pipelineView: "board" } });
});

const column = (page: Page, stage: string) =>
  page
    .getByRole("region", { name: "Pipeline board" })
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: stage, exact: true }) });

const created: string[] = [];

async function newLead(page: Page, label: string) {
  const name = `${label} ${Date.now().toString(36)}`;
  const res = await page.request.post("/api/v1/companies", { data: { name, stage: "Leads" } });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as string;
  created.push(id);
  return { name, id };
}

// Other specs count the companies in each stage: leave the pipeline and the view as they were.
test.afterEach(async ({ page }) => {
  for (const id of created.splice(0)) expect((await page.request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  await page.request.patch("/api/v1/me/preferences", { data: { pipelineView: "table" } });
});

/**
 * Presses a key of a lifted card and waits for the screen-reader announcement it causes. A key
 * pressed in the same few milliseconds as the lift can arrive before the board has measured its
 * columns (a person cannot type that fast), so the press is repeated until it is heard; a press
 * that moved the card too far would fail on the next announcement.
 */
async function pressAndHear(page: Page, key: string, announcement: string) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByRole("status").filter({ hasText: announcement })).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

const savedStage = async (page: Page, id: string) => (await (await page.request.get(`/api/v1/companies/${id}`)).json()).stage;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a card dragged with a finger moves to the next stage and is saved", async ({ page }) => {
    const { name, id } = await newLead(page, "Finger Robotics");
    await page.goto("/companies");
    const card = column(page, "Leads").locator("li", { hasText: name });
    await expect(card).toBeVisible();
    const next = await column(page, "Reviewing").boundingBox();
    if (!next) throw new Error("the Reviewing column is not on screen");
    await dragWithFinger(page, card, { x: Math.min(next.x + 40, 380), y: next.y + 80 });
    await expect(column(page, "Reviewing").locator("li", { hasText: name })).toBeVisible();
    await expect.poll(() => savedStage(page, id)).toBe("Reviewing");
  });

  test("a card's Move to… button shows without hover, and a tap on it and on a stage moves the card", async ({ page }) => {
    const { name, id } = await newLead(page, "Tap Robotics");
    await page.goto("/companies");
    const trigger = column(page, "Leads").getByRole("button", { name: `Move ${name} to…` });
    await expect(trigger).toHaveCSS("opacity", "1");
    await trigger.tap();
    await page.getByRole("menuitem", { name: "Reviewing" }).tap();
    await expect(column(page, "Reviewing").locator("li", { hasText: name })).toBeVisible();
    await expect.poll(() => savedStage(page, id)).toBe("Reviewing");
  });
});

test("a card moved with the keyboard alone: Space lifts, arrows change stage, Space drops", async ({ page }) => {
  const { name, id } = await newLead(page, "Keyboard Labs");
  await page.goto("/companies");
  const open = column(page, "Leads").getByRole("button", { name, exact: true });
  await open.focus();
  await page.keyboard.press("Space");
  // Screen readers hear where the card is as it moves.
  await expect(page.getByRole("status").filter({ hasText: `${name} is over Leads.` })).toBeAttached();
  await pressAndHear(page, "ArrowRight", `${name} is over Reviewing.`);
  await pressAndHear(page, "ArrowRight", `${name} is over Initial Interest.`);
  await page.keyboard.press("Space");
  await expect(column(page, "Initial Interest").locator("li", { hasText: name })).toBeVisible();
  await expect.poll(() => savedStage(page, id)).toBe("Initial Interest");

  // Escape puts a lifted card back.
  const again = column(page, "Initial Interest").getByRole("button", { name, exact: true });
  await again.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: `${name} is over Initial Interest.` })).toBeAttached();
  await pressAndHear(page, "ArrowRight", `${name} is over Due Diligence.`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("status").filter({ hasText: `Moving ${name} was cancelled.` })).toBeAttached();
  await expect(column(page, "Initial Interest").locator("li", { hasText: name })).toBeVisible();
  expect(await savedStage(page, id)).toBe("Initial Interest");

  // Enter still opens the company.
  await again.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/companies/${id}`));
});

test("the Move to… menu opens from the keyboard on its first use, and the chosen stage is saved", async ({ page }) => {
  const { name, id } = await newLead(page, "Menu Keys");
  await page.goto("/companies");
  const trigger = column(page, "Leads").getByRole("button", { name: `Move ${name} to…` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Reviewing" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Reviewing" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(column(page, "Reviewing").locator("li", { hasText: name })).toBeVisible();
  await expect.poll(() => savedStage(page, id)).toBe("Reviewing");

  // Escape closes it and gives the focus back to its button.
  const moved = column(page, "Reviewing").getByRole("button", { name: `Move ${name} to…` });
  await moved.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(moved).toBeFocused();
});
