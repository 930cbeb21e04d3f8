import { expect, test, type Page } from "@playwright/test";
import { signInWithApi } from "./support/accounts";
import { watchCode } from "./support/code-watch";
import { e2eAccounts } from "./support/ports";

// Set to a folder to keep screenshots of each overlay, opened on its first use.
const shots = process.env.OVERLAY_SHOTS_DIR;

// Literals that survive minification: Radix's positioned layer (menus, selects) and its focus trap
// (dialogs, sheets, and every layer that closes on an outside press).
const overlayCode = { positioning: "data-radix-popper-content-wrapper", "focus trap": "focusScope.autoFocusOnMount" };

const watchOverlayCode = (page: Page) => watchCode(page, overlayCode);

/** A screenshot once the page's opening animations have ended (when OVERLAY_SHOTS_DIR is set). */
async function shot(page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }) {
  if (!shots) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: `${shots}/${name}.png`, clip });
}

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, e2eAccounts.owner);
});

for (const [path, ready] of [
  ["/companies", "Investment Pipeline"],
  ["/companies?view=board", "Investment Pipeline"],
  ["/dashboard", "Total Investments"],
  ["/development", "Development Board"],
  ["/people", "Network Directory"],
  ["/settings", "CRM Settings"],
] as const) {
  test(`${path} draws its closed menus, selects and tooltips without their overlay code`, async ({ page }) => {
    const overlays = watchOverlayCode(page);
    await page.goto(path);
    // In the app's main: the server draws some pages' headers before any code has run.
    await expect(page.locator("main#main").getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await overlays()).toEqual([]);
  });
}

test("a filter menu opens on its first press, loads its code then, and works by keyboard", async ({ page }) => {
  const overlays = watchOverlayCode(page);
  await page.goto("/companies");
  const round = page.getByRole("button", { name: "Round", exact: true });
  await expect(round).toHaveAttribute("aria-haspopup", "menu");
  await round.click();
  const menu = page.getByRole("menu", { name: "Round", exact: true });
  await expect(menu).toBeVisible();
  await shot(page, "filter-menu-1440");
  // The pattern finds the code when it is there, so the checks above cannot pass by missing it.
  expect(await overlays()).toEqual(["focus trap", "positioning"]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(round).toBeFocused();

  // The next menu is the real one from the start; Enter opens it and arrows reach its options.
  const sector = page.getByRole("button", { name: "Sector", exact: true });
  await sector.focus();
  await page.keyboard.press("Enter");
  const sectors = page.getByRole("menu", { name: "Sector", exact: true });
  await expect(sectors).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(sectors.getByRole("menuitemcheckbox").first()).toBeFocused();
  await page.keyboard.press("Escape");
});

test("a role select opens by keyboard on first use, and Escape gives the focus back", async ({ page }) => {
  await page.goto("/settings");
  const role = page.getByRole("combobox", { name: /^Role of / }).first();
  await expect(role).toHaveAttribute("aria-expanded", "false");
  await role.focus();
  await page.keyboard.press("ArrowDown");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option", { name: /Admin/ })).toBeVisible();
  await shot(page, "role-select-1440");
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(role).toBeFocused();
});

test("the collapsed sidebar's tooltips show on hover after a moment and on keyboard focus at once", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  const settings = sidebar.getByRole("link", { name: "Settings" });

  await settings.hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Settings");
  await expect(settings).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id"))!);
  const [link, tip] = await Promise.all([settings.boundingBox(), tooltip.boundingBox()]);
  expect(tip!.x).toBeGreaterThan(link!.x + link!.width); // to the right of the icon
  await shot(page, "tooltip-1440", { x: 0, y: 0, width: 400, height: 500 });
  await page.mouse.move(600, 400);
  await expect(tooltip).toBeHidden();

  // Keyboard focus (Tab from the skip link) shows it at once; a click's focus does not.
  const expand = page.getByRole("button", { name: "Expand sidebar" });
  await page.getByRole("link", { name: "Skip to content" }).focus();
  for (let i = 0; i < 5 && !(await expand.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(expand).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText("Expand sidebar");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toBeHidden();
  await expand.click();
  await expect(page.getByRole("tooltip")).toBeHidden();
});

test("on a phone the menu button opens the sheet on first press and gets the focus back when it closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await shot(page, "menu-sheet-390");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");
});

test("on a phone a filter menu and a role select open on their first tap and fit the screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signInWithApi(page, e2eAccounts.owner);
  await page.goto("/companies");
  await page.getByRole("button", { name: "Round", exact: true }).tap();
  const menu = page.getByRole("menu", { name: "Round", exact: true });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, "filter-menu-390");
  await menu.getByRole("menuitemcheckbox", { name: /^Seed/ }).tap();
  await expect(page.getByRole("button", { name: "Round: Seed" })).toBeVisible();

  await page.goto("/settings");
  await page
    .getByRole("combobox", { name: /^Role of / })
    .first()
    .tap();
  await expect(page.getByRole("listbox")).toBeVisible();
  await shot(page, "role-select-390");
  await context.close();
});

test("when a menu's code cannot be fetched (a new release replaced it), the page reloads once and the menu then works", async ({
  page,
}) => {
  let refused = 0;
  await page.route(/\/assets\/dropdown-menu-parts-[\w-]+\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
  await page.goto("/companies");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Round", exact: true }).click();
  await reloaded;
  expect(refused).toBe(1);
  await page.getByRole("button", { name: "Round", exact: true }).click();
  await expect(page.getByRole("menu", { name: "Round", exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("fundline.chunk-reload"))).toBeNull();
});

test("a dialog gives the focus back to the button that opened it, by Escape or Cancel", async ({ page }) => {
  await page.goto("/settings");
  const add = page.getByRole("button", { name: "Add Fund" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add fund" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await page.getByRole("dialog", { name: "Add fund" }).getByRole("button", { name: "Cancel" }).click();
  await expect(add).toBeFocused();
});
