import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});

/** Opens the wizard from the pipeline's Import button and takes a file through upload, mapping and options to the dry run. */
async function dryRun(page: Page, fileName: string, csv: string) {
  await page.goto("/companies");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Import companies" })).toBeVisible();
  await dialog.getByLabel("File", { exact: true }).setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByText("Check where each column goes")).toBeVisible();
  return dialog;
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a CRM-shaped CSV with messy headers: the failed row comes back as an errors CSV, is fixed and re-imported", async ({ page }) => {
  const u = Date.now().toString(36);
  const good = `Kestrel Probe ${u}`;
  const bad = `Heron Probe ${u}`;
  // Headers as an Affinity/HubSpot export has them; the second row's owner is nobody in the organisation.
  const csv = stringify([
    ["Organization Name", "Domain", "Deal Stage", "Owner"],
    [good, `https://www.kestrel-${u}.io/about`, "Leads", ""],
    [bad, `heron-${u}.com`, "Leads", `Nobody Known ${u}`],
  ]);
  const ids: string[] = [];
  try {
    let dialog = await dryRun(page, "affinity-export.csv", csv);
    // The messy headers are mapped to our fields without help.
    await expect(dialog.getByLabel("Import Organization Name as")).not.toHaveValue("");
    await expect(dialog.getByLabel("Import Domain as")).not.toHaveValue("");
    await expect(dialog.getByLabel("Import Owner as")).not.toHaveValue("");
    await checkA11y(page);
    await page.screenshot({ path: "test-results/import-shots/mapping-1440.png" });
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Run dry run" }).click();
    const counts = dialog.getByRole("list", { name: "Dry-run counts" });
    await expect(counts).toContainText("1 with errors");
    await page.screenshot({ path: "test-results/import-shots/report-1440.png" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Download them as CSV" }).click(),
    ]);
    const failed = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(failed[0]).toEqual(["Organization Name", "Domain", "Deal Stage", "Owner", "Error"]);
    expect(failed.slice(1).map((r) => r[0])).toEqual([bad]);
    expect(failed[1][4]).not.toBe("");

    await dialog.getByRole("button", { name: "Import 1 row" }).click();
    await expect(dialog.getByText("Done: 1 created")).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Close", exact: true }).click();

    // The user clears the unknown owner in the downloaded file and imports just that row.
    const fixed = stringify([failed[0], [...failed[1].slice(0, 3), "", failed[1][4]]]);
    // On a phone this time.
    await page.setViewportSize({ width: 390, height: 844 });
    dialog = await dryRun(page, "fixed.csv", fixed);
    await page.screenshot({ path: "test-results/import-shots/mapping-390.png" });
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Run dry run" }).click();
    await expect(dialog.getByRole("list", { name: "Dry-run counts" })).toContainText("0 with errors");
    await checkA11y(page);
    await page.screenshot({ path: "test-results/import-shots/report-390.png" });
    await dialog.getByRole("button", { name: "Import 1 row" }).click();
    await expect(dialog.getByText("Done: 1 created")).toBeVisible({ timeout: 20_000 });

    for (const name of [good, bad]) {
      const list = await (await page.request.get(`/api/v1/companies?q=${encodeURIComponent(name)}`)).json();
      const found = (list.items as { id: string; name: string; website: string | null }[]).filter((c) => c.name === name);
      expect(found).toHaveLength(1);
      ids.push(found[0].id);
    }
  } finally {
    for (const id of ids) await page.request.delete(`/api/v1/companies/${id}`);
  }
});

test("a column the product has no field for becomes a new custom field, and its values are imported into it", async ({ page }) => {
  const u = Date.now().toString(36);
  const name = `Osprey Fielded ${u}`;
  const header = `Investment thesis ${u}`;
  const csv = stringify([
    ["Name", header],
    [name, "Picks and shovels for grid storage"],
  ]);
  let companyId: string | undefined;
  try {
    const dialog = await dryRun(page, "thesis.csv", csv);
    const select = dialog.getByLabel(`Import ${header} as`);
    await expect(select).toHaveValue("");
    await select.selectOption({ label: `New text field “${header}”` });
    await expect(page.getByText(`Added the text field ${header}`)).toBeVisible();
    await expect(select).toHaveValue(/^cf\./);
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Run dry run" }).click();
    await expect(dialog.getByRole("list", { name: "Dry-run counts" })).toContainText("0 with errors");
    await dialog.getByRole("button", { name: "Import 1 row" }).click();
    await expect(dialog.getByText("Done: 1 created")).toBeVisible({ timeout: 20_000 });

    const field = ((await (await page.request.get("/api/v1/fields")).json()).items as { key: string; name: string; type: string }[]).find(
      (f) => f.name === header,
    );
    expect(field).toMatchObject({ type: "text" });
    const company = (
      (await (await page.request.get(`/api/v1/companies?q=${encodeURIComponent(name)}`)).json()).items as { id: string }[]
    )[0];
    companyId = company.id;
    const saved = await (await page.request.get(`/api/v1/companies/${company.id}`)).json();
    expect(saved.customFields[field!.key]).toBe("Picks and shovels for grid storage");
  } finally {
    if (companyId) await page.request.delete(`/api/v1/companies/${companyId}`);
  }
});
