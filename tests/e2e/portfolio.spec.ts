import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const tag = Date.now().toString(36);
const name = `Halcyon Grid ${tag}`;
const fundName = `Fund E2E ${tag}`;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ids = { company: "", fund: "" };
let savedPrefs: Record<string, unknown> = {};

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  const prefs = await (await page.request.get("/api/v1/me/preferences")).json();
  savedPrefs = { pipelineView: prefs.pipelineView, pipelineGroupBy: prefs.pipelineGroupBy };
  await page.request.patch("/api/v1/me/preferences", { data: { pipelineView: "table", pipelineGroupBy: "none" } });
  const fund = await page.request.post("/api/v1/funds", { data: { name: fundName, sizeUsd: 10_000_000 } });
  expect(fund.status()).toBe(201);
  ids.fund = (await fund.json()).id;
  const company = await page.request.post("/api/v1/companies", {
    data: { name, stage: "Leads", sector: "Technology", round: "Seed", valuation: 20_000_000, fundId: ids.fund, boardSeat: true },
  });
  expect(company.status()).toBe(201);
  ids.company = (await company.json()).id;
  await page.close();
});

// Leave the organisation as it was: other specs count companies and funds.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  if (ids.company) {
    const founders = (await (await page.request.get(`/api/v1/companies/${ids.company}/founders`)).json()).items as { id: string }[];
    for (const f of founders) expect((await page.request.delete(`/api/v1/people/${f.id}`)).status()).toBe(204);
    expect((await page.request.delete(`/api/v1/companies/${ids.company}`)).status()).toBe(204);
  }
  if (ids.fund) expect((await page.request.delete(`/api/v1/funds/${ids.fund}`)).status()).toBe(204);
  await page.request.patch("/api/v1/me/preferences", { data: savedPrefs });
  await page.close();
});

const waitFor = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && r.url().includes(path) && r.status() < 300);

test("move a pipeline company to Portfolio, record an investment, see it in the portfolio and the fund stats", async ({ page }) => {
  await page.goto(`/companies?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name });
  await row.getByRole("cell", { name: "Leads", exact: true }).dblclick();
  const saved = waitFor(page, "PATCH", `/api/v1/companies/${ids.company}`);
  await page.getByRole("combobox", { name: `Status of ${name}` }).selectOption("Portfolio");
  await saved;

  await page.goto(`/portfoliocompanies?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Investment Portfolio" })).toBeVisible();
  const listed = page.getByRole("row", { name: new RegExp(name) });
  await expect(listed).toContainText("$0");
  await listed.getByRole("button", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/portfoliocompanies/${ids.company}`));
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("region", { name: "Investment Info" })).toContainText(fundName);
  await expect(panel.getByRole("region", { name: "Board Rights" })).toContainText("Yes");

  await panel.getByRole("tab", { name: "Founders" }).click();
  await expect(panel.getByText("No founders added yet.")).toBeVisible();
  await panel.getByLabel("Add a founder").fill(`Mira Okafor ${tag}`);
  await panel.getByRole("option", { name: `Add new person “Mira Okafor ${tag}”` }).click();
  await expect(panel.getByRole("link", { name: `Mira Okafor ${tag}` })).toBeVisible();

  await panel.getByRole("tab", { name: "Equity Investments" }).click();
  await panel.getByRole("tab", { name: /Existing Investments/ }).click();
  await expect(panel.getByText("No investments added yet.")).toBeVisible();
  await panel.getByRole("tab", { name: "Add New Investment" }).click();
  await panel.getByLabel("Round Type").selectOption("Seed");
  await panel.getByLabel("Investment Date").fill("2026-03-01");
  await panel.getByLabel("Invested Amount").fill("1,000,000");
  await panel.getByLabel("Valuation").fill("10,000,000");
  const added = waitFor(page, "POST", "/equity-investments");
  await panel.getByRole("button", { name: "Add Investment" }).click();
  await added;
  // The form resets after a save.
  await expect(panel.getByLabel("Invested Amount")).toHaveValue("");
  await panel.getByRole("tab", { name: /Existing Investments/ }).click();
  const investment = panel.getByRole("row", { name: /Seed/ });
  await expect(investment).toContainText("$1,000,000");
  await expect(investment).toContainText("$10,000,000");
  // Edit fills the add tab.
  await investment.getByRole("button", { name: "Edit Seed investment" }).click();
  await expect(panel.getByLabel("Invested Amount")).toHaveValue("1,000,000");
  await panel.getByRole("button", { name: "Cancel" }).click();

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/portfoliocompanies\?q=/);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("$1,000,000");

  await page.goto("/portfoliostats");
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio Stats" })).toBeVisible();
  await page.getByRole("tab", { name: fundName }).click();
  const fund = page.getByRole("tabpanel", { name: fundName });
  await expect(fund).toContainText("$10,000,000");
  await expect(fund).toContainText("10.00% deployed");
  // 10% of a company now valued at $20M: $2M, a MOIC of 2.00x.
  await expect(fund).toContainText("$2,000,000");
  await expect(fund).toContainText("2.00x");
  await expect(fund.getByRole("row", { name: new RegExp(name) })).toBeVisible();
});

test("upload two of the five quarterly documents and see 40% in red", async ({ page }) => {
  await page.goto("/portfoliomanagement");
  await expect(page.getByRole("heading", { level: 1, name: "Quarterly Tracker" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search companies" }).fill(tag);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await row.getByRole("button", { name: `View details of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(name) });
  for (const document of ["Income Statement", "Balance Sheet"]) {
    const uploaded = waitFor(page, "POST", `/api/v1/companies/${ids.company}/documents`);
    await dialog.getByLabel(`${document} file`).setInputFiles({ name: `${document}.pdf`, mimeType: "application/pdf", buffer: pdf });
    await uploaded;
    await expect(dialog.getByRole("listitem", { name: `${document}: Uploaded` })).toBeVisible();
  }
  await expect(dialog.getByRole("listitem", { name: "Cash Flow Statement: Pending" })).toBeVisible();
  // Delete asks first, like every other delete; Cancel keeps the file.
  await dialog.getByRole("button", { name: "Delete Balance Sheet" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Balance Sheet" });
  await expect(confirm).toContainText("Are you sure you want to delete Balance Sheet.pdf? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole("listitem", { name: "Balance Sheet: Uploaded" })).toBeVisible();
  await page.keyboard.press("Escape");
  const bar = row.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuenow", "40");
  await expect(bar).toHaveAttribute("data-tone", "danger");
  await expect(row).toContainText("2/5");
});

test("the tracker is a table at 1280 px and cards at 390 px; a card shows the doc status and View Details opens the documents", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/portfoliomanagement");
  await page.getByRole("searchbox", { name: "Search companies" }).fill(tag);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
  await page.screenshot({ path: test.info().outputPath("tracker-1280.png") });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = page
    .getByRole("list", { name: /Tracked companies/ })
    .getByRole("listitem")
    .filter({ hasText: name });
  const bar = card.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuenow", "40");
  await expect(bar).toHaveAttribute("data-tone", "danger");
  await expect(card).toContainText("40%");
  await expect(card).toContainText("2/5");
  await expect(card).toContainText("Seed");
  await expect(card).toContainText("Technology");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);
  await page.screenshot({ path: test.info().outputPath("tracker-390.png") });

  // By keyboard: Enter on View Details opens the documents, Escape closes and gives focus back.
  const details = card.getByRole("button", { name: `View details of ${name}` });
  await details.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: new RegExp(name) });
  await expect(dialog.getByRole("listitem", { name: "Income Statement: Uploaded" })).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "Balance Sheet: Uploaded" })).toBeVisible();
  await expect(dialog.getByRole("listitem", { name: "Cash Flow Statement: Pending" })).toBeVisible();
  await checkA11y(page);
  await page.screenshot({ path: test.info().outputPath("tracker-dialog-390.png") });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(details).toBeFocused();
});

test("the tracker draws 50 companies at a time; Show more adds the next ones", async ({ page }) => {
  const prefix = `Tracked ${tag}`;
  const made: string[] = [];
  try {
    for (let i = 0; i < 52; i += 13) {
      const batch = Array.from({ length: Math.min(13, 52 - i) }, (_, j) =>
        page.request.post("/api/v1/companies", { data: { name: `${prefix} ${String(i + j).padStart(2, "0")}`, boardSeat: true } }),
      );
      for (const res of await Promise.all(batch)) {
        expect(res.status()).toBe(201);
        made.push((await res.json()).id);
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/portfoliomanagement");
    await page.getByRole("searchbox", { name: "Search companies" }).fill(prefix);
    const rows = page.getByRole("row", { name: new RegExp(prefix) });
    await expect(rows).toHaveCount(50);
    await expect(rows.last()).toContainText(`${prefix} 49`);
    const more = page.getByRole("button", { name: "Show more (50 of 52)" });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("list", { name: /Tracked companies/ }).getByRole("listitem")).toHaveCount(50);
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("tracker-show-more-390.png") });
    await page.setViewportSize({ width: 1440, height: 900 });
    await more.focus();
    await page.screenshot({ path: test.info().outputPath("tracker-show-more-1440.png") });
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(52);
    await expect(rows.last()).toContainText(`${prefix} 51`);
    await expect(page.getByRole("button", { name: /Show more/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("tracker-more-1440.png") });
  } finally {
    for (const id of made) expect((await page.request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  }
});

test("the POC column shows the first POC and +N for the others, like the pipeline", async ({ page }) => {
  const pocIds: string[] = [];
  for (const pocName of [`Ana ${tag}`, `Ben ${tag}`, `Cy ${tag}`]) {
    const res = await page.request.post("/api/v1/pocs", { data: { name: pocName } });
    expect(res.status()).toBe(201);
    pocIds.push((await res.json()).id);
  }
  try {
    const { version } = await (await page.request.get(`/api/v1/companies/${ids.company}`)).json();
    const data = { pocIds, stage: "Portfolio", version }; // already Portfolio after the first test; also when run alone
    expect((await page.request.patch(`/api/v1/companies/${ids.company}`, { data })).status()).toBe(200);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/portfoliocompanies?q=${encodeURIComponent(tag)}`);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText(`Ana ${tag}`);
    await expect(row.getByText("+2", { exact: true })).toHaveAttribute("title", `Ben ${tag}, Cy ${tag}`);
  } finally {
    for (const id of pocIds) expect((await page.request.delete(`/api/v1/pocs/${id}`)).status()).toBe(204);
  }
});

test("on a phone the portfolio is a list of cards that open the company", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/portfoliocompanies?q=${encodeURIComponent(tag)}`);
  const card = page
    .getByRole("list", { name: /Portfolio companies/ })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(card).toContainText("$1,000,000");
  await expect(card).toContainText("Technology");
  await expect(page.getByRole("table")).toHaveCount(0);
  // No sideways scrolling: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole("button", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/portfoliocompanies/${ids.company}`));
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("the portfolio pages pass axe at 1440 and 390 px", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of [
      ["/portfoliocompanies", "Investment Portfolio"],
      ["/portfoliocompanies?tab=analytics", "Investment Portfolio"],
      ["/portfoliostats", "Portfolio Stats"],
      ["/portfoliomanagement", "Quarterly Tracker"],
    ]) {
      await page.goto(path);
      // The app's main (the server's early header has no id): axe checks the page, not the early markup.
      await expect(page.locator("main#main").getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
      await checkA11y(page);
      await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, "-")}-${width}.png`), fullPage: true });
    }
    await page.goto(`/portfoliocompanies/${ids.company}?tab=investments`);
    await expect(page.getByRole("tab", { name: "Add New Investment" })).toBeVisible();
    await checkA11y(page);
  }
});

test("the fund choices include Pre-Acme Ventures; a company invested before the funds shows it in its card and the portfolio list", async ({
  page,
}) => {
  const early = `Early Bird ${tag}`;
  const created = await page.request.post("/api/v1/companies", { data: { name: early, stage: "Portfolio", fundId: ids.fund } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  try {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/portfoliocompanies/${id}`);
      const info = page.getByRole("dialog").getByRole("region", { name: "Investment Info" });
      await info.getByRole("button", { name: "Edit" }).click();
      const fund = page.getByRole("dialog").getByLabel("Fund", { exact: true });
      const options = await fund.locator("option").allTextContents();
      expect(options.slice(0, 4)).toEqual(["N/A", "Pre-Acme Ventures", "Fund I", "Fund II"]);
      await fund.selectOption(width === 1440 ? "Pre-Acme Ventures" : fundName);
      await checkA11y(page);
      await page.screenshot({ path: `test-results/portfolio-fund-choice-${width}.png` });
      const saved = waitFor(page, "PATCH", `/api/v1/companies/${id}`);
      await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
      await saved;
      const shown = page.getByRole("dialog").getByRole("region", { name: "Investment Info" });
      await expect(shown).toContainText(width === 1440 ? "Pre-Acme Ventures" : fundName);
      const row = await (await page.request.get(`/api/v1/companies/${id}`)).json();
      expect(row).toMatchObject(width === 1440 ? { preOrg: true, fundId: null } : { preOrg: false, fundId: ids.fund });
      if (width === 1440) {
        // Its rounds came from no fund; the list says where the money came from.
        const res = await page.request.post(`/api/v1/companies/${id}/equity-investments`, {
          data: { roundType: "Seed", investedAmount: 250_000, valuation: 2_000_000, investmentDate: "2023-02-01" },
        });
        expect(res.status()).toBe(201);
        await page.goto(`/portfoliocompanies?q=${encodeURIComponent(early)}`);
        await expect(page.getByRole("row", { name: new RegExp(early) })).toContainText("Pre-Acme Ventures");
      }
    }
  } finally {
    expect((await page.request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  }
});
