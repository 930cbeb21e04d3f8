import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const tag = Date.now().toString(36);
const shots = process.env.E2E_SHOTS;

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});

const setPrefs = (page: Page, data: object) => page.request.patch("/api/v1/me/preferences", { data });
const shoot = async (page: Page, name: string) => {
  if (!shots) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("companies for the filters: two in Series D (one in the portfolio), one without a round", async ({ page }) => {
  const poc = await (await page.request.post("/api/v1/pocs", { data: { name: `Filter POC ${tag}` } })).json();
  for (const [name, stage, round, valuation] of [
    [`Quill Series D ${tag}`, "IC Review", "Series D", 40_000_000],
    [`Rook Series D ${tag}`, "Portfolio", "Series D", 60_000_000],
    [`Sable No Round ${tag}`, "Leads", null, 1_000_000],
  ] as const) {
    const res = await page.request.post("/api/v1/companies", {
      data: { name, stage, round, valuation, sector: "Energy", pocIds: [poc.id] },
    });
    expect(res.status()).toBe(201);
  }
});

test("default view is Group by Status; empty statuses are one line; Table View shows All Companies", async ({ page }) => {
  await setPrefs(page, { pipelineView: "table", pipelineGroupBy: "stage", pipelineSort: "name", statusOrder: null });
  await page.goto("/companies");
  await expect(page.getByRole("combobox", { name: "Grouping" })).toHaveValue("stage");
  await expect(page.getByRole("combobox", { name: "Grouping" }).locator("option").first()).toHaveText("Table View");
  await expect(page.getByText(/^Reviewing\s*0 companies$/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^IC Review\s*\d+ compan/ })).toBeVisible();
  await shoot(page, "grouped-status");
  await checkA11y(page);
  await page.getByRole("combobox", { name: "Grouping" }).selectOption("none");
  await expect(page.getByRole("heading", { name: /All Companies/ })).toBeVisible();
});

test("filter chips with counts; filters live in the URL and survive a reload; Clear filters", async ({ page }) => {
  await page.goto("/companies");
  await page.getByRole("button", { name: "Round" }).click();
  const seriesD = page.getByRole("menuitemcheckbox", { name: /Series D/ });
  // Table View leaves the portfolio out, and so do its counts: 1 in Series D (the rows below).
  await expect(seriesD).toContainText(/Series D\s*1$/);
  await seriesD.click();
  await expect(page).toHaveURL(/round=Series\+D/);
  await expect(page.getByRole("button", { name: "Round: Series D" })).toBeVisible();
  await page.getByRole("button", { name: "Sector" }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: /Energy/ })).toContainText(/Energy\s*1$/);
  await page.keyboard.press("Escape");
  // Table View leaves the portfolio out: one row.
  await expect(page.getByRole("row", { name: new RegExp(`Quill Series D ${tag}`) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Rook Series D ${tag}`) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Round: Series D" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Quill Series D ${tag}`) })).toBeVisible();
  await shoot(page, "toolbar-filters");
  await checkA11y(page);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/round=/);
  await expect(page.getByRole("button", { name: "Round", exact: true })).toBeVisible();
});

test("status Portfolio in Table View lists the portfolio companies", async ({ page }) => {
  await page.goto(`/companies?q=${encodeURIComponent(`Series D ${tag}`)}`);
  await page.getByRole("combobox", { name: "Status filter" }).selectOption("Portfolio");
  await expect(page.getByRole("row", { name: new RegExp(`Rook Series D ${tag}`) })).toBeVisible();
  await expect(page.getByText("No companies found matching your filters.")).toHaveCount(0);
});

test("a header click sorts and the sort is remembered", async ({ page }) => {
  await page.goto(`/companies?q=${tag}`);
  const names = page.locator("tbody tr td:first-child");
  await expect(names.first()).toContainText("Quill");
  await page.getByRole("button", { name: "Company", exact: true }).click();
  await expect(names.first()).toContainText("Sable");
  await page.reload();
  await expect(names.first()).toContainText("Sable");
  expect((await (await page.request.get("/api/v1/me/preferences")).json()).pipelineSort).toBe("-name");
  await setPrefs(page, { pipelineSort: "name" });
});

test("group by round: counts from SQL, groups page their own rows, empty rounds are one line", async ({ page }) => {
  await setPrefs(page, { pipelineGroupBy: "round" });
  await page.goto(`/companies?q=${tag}&stage=all`);
  await expect(page.getByRole("button", { name: /^Series D\s*2 companies$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^No round\s*1 company$/ })).toBeVisible();
  await expect(page.getByText(/^Pre-Seed\s*0 companies$/)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Rook Series D ${tag}`) })).toBeVisible();
  await shoot(page, "grouped-round");
  await checkA11y(page);
  await setPrefs(page, { pipelineGroupBy: "stage" });
});

test("board cards show days in stage; columns their total valuation", async ({ page }) => {
  await setPrefs(page, { pipelineView: "board" });
  await page.goto(`/companies?q=${tag}`);
  const ic = page
    .getByRole("region", { name: "Pipeline board" })
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "IC Review", exact: true }) });
  await expect(ic.locator("header")).toContainText("$40M");
  await expect(ic.locator("li", { hasText: `Quill Series D ${tag}` })).toContainText("0d");
  await shoot(page, "board");
  await checkA11y(page);
  await setPrefs(page, { pipelineView: "table" });
});

test("money input: shorthands and decimals; text that is not an amount is refused under the field", async ({ page }) => {
  await page.goto("/companies?add=1");
  const dialog = page.getByRole("dialog", { name: "Add a New Company" });
  await dialog.getByLabel("Company Name").fill(`Money Co ${tag}`);
  const valuation = dialog.getByLabel("Current Valuation");
  await valuation.fill("2.5M");
  await valuation.blur();
  await expect(valuation).toHaveValue("2,500,000");
  // Letters and minus signs are not entered at all; what can be money is.
  const revenue = dialog.getByLabel("Revenue", { exact: true });
  await revenue.pressSequentially("-a1x2c.5.");
  await expect(revenue).toHaveValue("12.5");
  await revenue.fill(".");
  await dialog.getByRole("button", { name: "Add Company" }).click();
  await expect(dialog.getByText("Enter an amount in dollars, like 2,500,000 or 2.5M")).toBeVisible();
  await dialog.getByLabel("Revenue", { exact: true }).fill("$1,000.49");
  await dialog.getByRole("button", { name: "Add Company" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/add=1/);
  const made = (await (await page.request.get(`/api/v1/companies?q=${encodeURIComponent(`Money Co ${tag}`)}`)).json()).items[0];
  const full = await (await page.request.get(`/api/v1/companies/${made.id}`)).json();
  expect([full.valuation, full.revenue]).toEqual([2_500_000, 1000]);
  // An empty overview invites one (spec).
  await page.goto(`/companies/${made.id}`);
  await expect(page.getByRole("dialog", { name: `Money Co ${tag}` }).getByText("Add Overview Here")).toBeVisible();
});

test("a company that fails to load is titled Company not found", async ({ page }) => {
  await page.goto("/companies/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("dialog", { name: "Company not found" })).toBeVisible();
});

test("dashboard header: Add Company opens the dialog, View Portfolio; /portfolio redirects", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add Company" }).click();
  await expect(page).toHaveURL(/\/companies\?add=1$/);
  await expect(page.getByRole("dialog", { name: "Add a New Company" })).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "View Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfoliocompanies$/);
  await page.goto("/portfolio");
  await expect(page).toHaveURL(/\/portfoliocompanies$/);
  await page.goto("/companies/new");
  await expect(page).toHaveURL(/\/companies\?add=1$/);
});

test("error screen: spec text, Reload, the technical message under Details; Back leaves it", async ({ page }) => {
  // A page whose code cannot load (e.g. a release replaced the files) ends on the error screen.
  await page.route(/\/assets\/settings-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Dashboard$/, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("Please refresh the page and try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  const details = page.locator("details");
  await expect(details.locator("pre")).toBeHidden();
  await details.locator("summary").click();
  await expect(details.locator("pre")).toBeVisible();
  await shoot(page, "error-screen");
  await checkA11y(page);

  await page.goBack();
  await expect(page.getByRole("heading", { name: /Dashboard$/, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});
