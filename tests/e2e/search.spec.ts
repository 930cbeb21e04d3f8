import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { signInWithApi } from "./support/accounts";
import { watchCode } from "./support/code-watch";
import { e2eAccounts } from "./support/ports";

// A literal of cmdk's that survives minification: the palette's code is in a response when it appears.
const paletteCode = { cmdk: "cmdk-group-heading" };

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, e2eAccounts.owner);
});

const palette = (page: Page) => page.getByRole("dialog", { name: "Search" });
const box = (page: Page) => palette(page).getByRole("combobox");

test("Ctrl+K, a misspelt founder name, Enter opens the person; no page's first load carries the palette", async ({ page }) => {
  const tag = Date.now().toString(36);
  const created = await page.request.post("/api/v1/people", { data: { name: `Quentin Hargreaves ${tag}`, title: "Founder" } });
  expect(created.status()).toBe(201);
  const person = await created.json();
  const code = watchCode(page, paletteCode);
  await page.goto("/dashboard");
  await expect(page.getByText("Total Investments", { exact: true })).toBeVisible();
  expect(await code()).toEqual([]);

  await page.keyboard.press("Control+k");
  await expect(box(page)).toBeFocused();
  expect(await code()).toEqual(["cmdk"]);
  await box(page).fill(`quentin hargraves ${tag}`);
  const option = palette(page).getByRole("option", { name: new RegExp(`Quentin Hargreaves ${tag}`) });
  await expect(option).toBeVisible();
  // The best result is selected and announced through aria-activedescendant.
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box(page)).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await checkA11y(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
  await expect(page.getByRole("dialog", { name: new RegExp(`Quentin Hargreaves ${tag}`) })).toBeVisible();

  // Reopened empty, it lists the person under Recent; Escape closes it.
  await page.keyboard.press("Control+k");
  await expect(
    palette(page)
      .getByRole("group", { name: "Recent" })
      .getByRole("option", { name: /Quentin Hargreaves/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();
});

test("Tab jumps between groups, and an action from the palette opens Add Company", async ({ page }) => {
  await page.goto("/people");
  // The app's own header (the server draws one first, before the code that listens for Ctrl+K).
  await expect(page.locator("main#main").getByText("Network Directory", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Control+k");
  const selected = palette(page).locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveText("Add Company");
  await page.keyboard.press("Tab");
  await expect(selected).toHaveText("Go to Home");
  await page.keyboard.press("Shift+Tab");
  await expect(selected).toHaveText("Add Company");
  await page.keyboard.press("ArrowDown");
  await expect(selected).toHaveText("Add Contact");
  await box(page).fill("add comp");
  await expect(selected).toHaveText("Add Company");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/companies/);
  await expect(page.getByRole("dialog", { name: "Add a New Company" })).toBeVisible();
});

test("a result opens its own record: an LP, a request, a note in its company's Notes tab", async ({ page }) => {
  const tag = Date.now().toString(36);
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), path).toBe(201);
    return res.json();
  };
  const fund = (await (await page.request.get("/api/v1/funds")).json()).items.at(-1);
  await post("/api/v1/lps", { fundId: fund.id, entityName: `Osprey Pension ${tag}` });
  await post("/api/v1/tickets", { title: `Osprey export ${tag}` });
  const company = await post("/api/v1/companies", { name: `Osprey Host ${tag}` });
  const note = await post(`/api/v1/companies/${company.id}/notes`, { title: `Osprey call ${tag}`, content: "Notes." });
  const open = async (typed: string, name: RegExp) => {
    await page.keyboard.press("Control+k");
    await box(page).fill(typed);
    await expect(palette(page).getByRole("option", { name }).first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
  };
  await page.goto("/dashboard");
  await expect(page.getByText("Total Investments", { exact: true })).toBeVisible();

  await open(`osprey pension ${tag}`, new RegExp(`Osprey Pension ${tag}`));
  await expect(page.getByRole("dialog", { name: `Osprey Pension ${tag}` })).toBeVisible();
  // The fund tab lives in the URL (saved views name it), so the LP's fund is shown.
  await expect(page).toHaveURL(new RegExp(`/lps\\?fund=${fund.id}$`));
  await page.keyboard.press("Escape");

  await open(`osprey export ${tag}`, new RegExp(`Osprey export ${tag}`));
  await expect(page.getByRole("dialog", { name: "Ticket Details" })).toContainText(`Osprey export ${tag}`);
  await page.keyboard.press("Escape");

  await open(`osprey call ${tag}`, new RegExp(`Osprey call ${tag}`));
  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}\\?tab=notes&note=${note.id}$`));
  await expect(page.getByLabel("Note title")).toHaveValue(`Osprey call ${tag}`);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on the search button opens the palette full screen, and a result opens", async ({ page }) => {
    const tag = Date.now().toString(36);
    const created = await page.request.post("/api/v1/companies", { data: { name: `Kestrel Phone ${tag}` } });
    expect(created.status()).toBe(201);
    const company = await created.json();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Search", exact: true }).tap();
    await expect(box(page)).toBeVisible();
    const size = await palette(page).boundingBox();
    expect(size).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await box(page).fill(`kestrel phone ${tag}`);
    await palette(page)
      .getByRole("option", { name: new RegExp(`Kestrel Phone ${tag}`) })
      .tap();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
    await checkA11y(page);
  });
});
