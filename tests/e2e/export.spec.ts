import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { columnDictionary } from "../../src/shared/import-export/columns";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});

test("pipeline: Export → CSV downloads every filtered company with the dictionary's header row", async ({ page }) => {
  const name = `Export Probe ${Date.now().toString(36)}`;
  const created = await (await page.request.post("/api/v1/companies", { data: { name, stage: "Leads" } })).json();
  try {
    await page.goto(`/companies?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Export companies" }).click();
    await expect(page.getByRole("menuitem", { name: "Excel (.xlsx)" })).toBeVisible();
    await checkA11y(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "CSV (.csv)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(rows[0].slice(0, columnDictionary.companies.length)).toEqual(columnDictionary.companies.map((c) => c.header));
    // The page's search applies: only the probe company.
    expect(rows.slice(1).map((r) => r[0])).toEqual([name]);
  } finally {
    await page.request.delete(`/api/v1/companies/${created.id}`);
  }
});

test("the Export button on the pipeline, portfolio, network and LP pages (screenshots at 1440 and 390)", async ({ page }) => {
  const pages = [
    ["/companies", "Export companies"],
    ["/portfoliocompanies", "Export the portfolio's investments"],
    ["/people", "Export contacts"],
    ["/lps", /^Export .*LPs$/],
  ] as const;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, label] of pages) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: label })).toBeVisible();
      await page.screenshot({ path: `test-results/export-shots/${path.slice(1)}-${width}.png` });
    }
  }
});
