import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { checkA11y } from "./support/a11y";
import { joinedAccount, signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

// Issue 39: an admin adds fields; a member fills them, shows the column, filters and saves a view.
test("custom fields: add, fill on a company, column, filter and a saved view that survives a reload", async ({ page }) => {
  const tag = unique();
  const fitName = `Thesis fit ${tag}`;
  const moneyName = `Check size ${tag}`;
  const company = `Fielded Co ${tag}`;
  const other = `Plain Co ${tag}`;

  await signInWithApi(page, e2eAccounts.owner);
  const admin = await joinedAccount(page, "admin");
  const member = await joinedAccount(page, "member");
  await signInWithApi(page, admin);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Add Field" }).click();
  let dialog = page.getByRole("dialog", { name: "Add field" });
  await dialog.getByLabel("Field name").fill(fitName);
  await dialog.getByLabel("Type").selectOption("select");
  await dialog.getByLabel("Options").fill("Strong\nMedium\nWeak");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Add Field" }).click();
  dialog = page.getByRole("dialog", { name: "Add field" });
  await dialog.getByLabel("Field name").fill(moneyName);
  await dialog.getByLabel("Type").selectOption("money");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: fitName, exact: true })).toBeVisible();
  await checkA11y(page);

  await signInWithApi(page, member);
  for (const name of [company, other]) expect((await page.request.post("/api/v1/companies", { data: { name } })).status()).toBe(201);
  const made = (await (await page.request.get(`/api/v1/companies?q=${encodeURIComponent(company)}`)).json()).items[0];
  await page.goto(`/companies/${made.id}?tab=fields`);
  const fields = page.getByRole("region", { name: "Fields" });
  await fields.getByLabel(fitName).selectOption("Strong");
  await fields.getByLabel(moneyName).fill("250000");
  await fields.getByRole("button", { name: "Save fields" }).click();
  await expect(page.getByText("Fields saved")).toBeVisible();
  const saved = await (await page.request.get(`/api/v1/companies/${made.id}`)).json();
  expect(Object.values(saved.customFields)).toEqual(expect.arrayContaining(["Strong", 250000]));

  await page.goto(`/companies?q=${encodeURIComponent(tag)}`);
  // The pipeline table (a new user starts grouped by status).
  await page.getByLabel("Grouping").selectOption("none");
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitem", { name: `Show ${fitName}` }).click();
  await expect(page.getByRole("columnheader", { name: fitName })).toBeVisible();
  await page.getByLabel("Filter by field").selectOption({ label: fitName });
  await page.getByLabel(`${fitName} filter`).selectOption("Strong");
  await expect(page.getByRole("row", { name: company })).toBeVisible();
  await expect(page.getByRole("row", { name: other })).toBeHidden();
  await expect(page.getByRole("row", { name: company }).getByRole("cell", { name: "Strong" })).toBeVisible();

  await page.getByRole("button", { name: "Save view" }).click();
  const save = page.getByRole("dialog", { name: "Save view" });
  await save.getByLabel("View name").fill("Strong fits");
  await save.getByRole("button", { name: "Save" }).click();
  await expect(save).toBeHidden();
  await expect(page).toHaveURL(/view=/);

  await page.goto("/companies");
  await page.getByLabel("Saved view").selectOption({ label: "Strong fits" });
  await expect(page.getByRole("row", { name: company })).toBeVisible();
  await expect(page.getByRole("row", { name: other })).toBeHidden();
  await expect(page.getByRole("columnheader", { name: fitName })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Saved view")).toHaveValue(/.+/);
  await expect(page.getByRole("row", { name: company })).toBeVisible();
  await checkA11y(page);

  // The fields go out with the view's companies in the export.
  await page.getByRole("button", { name: "Export companies" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "CSV (.csv)" }).click()]);
  const rows = parse(await readFile((await download.path())!), { bom: true }) as string[][];
  const column = (header: string) => rows[0].indexOf(header);
  expect(column(fitName)).toBeGreaterThan(0);
  const exported = rows.find((r) => r[0] === company)!;
  expect([exported[column(fitName)], exported[column(moneyName)]]).toEqual(["Strong", "250000"]);
  expect(rows.some((r) => r[0] === other)).toBe(false);
});

// Issue 39: views on every list page, a default view, and a custom field column sorted from its header.
test("custom fields: header sort on a money column, a default view, and saved views on network, portfolio and LPs", async ({ page }) => {
  const tag = unique();
  const moneyName = `Ticket ${tag}`;
  await signInWithApi(page, e2eAccounts.owner);
  const admin = await joinedAccount(page, "admin");
  const member = await joinedAccount(page, "member");
  await signInWithApi(page, admin);
  const field = await (await page.request.post("/api/v1/fields", { data: { entity: "company", name: moneyName, type: "money" } })).json();
  const personField = `Met at ${tag}`;
  expect((await page.request.post("/api/v1/fields", { data: { entity: "person", name: personField, type: "text" } })).status()).toBe(201);

  await signInWithApi(page, member);
  for (const [name, amount] of [
    [`Small ${tag}`, 100],
    [`Large ${tag}`, 900],
    [`Middle ${tag}`, 500],
  ] as const)
    expect((await page.request.post("/api/v1/companies", { data: { name, customFields: { [field.key]: amount } } })).status()).toBe(201);

  await page.goto(`/companies?q=${encodeURIComponent(tag)}&cols=${field.key}`);
  await page.getByLabel("Grouping").selectOption("none");
  const header = page.getByRole("columnheader", { name: moneyName });
  // Keyboard: focus the header's button and press Enter, twice for descending.
  await header.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(new RegExp(`sort=cf\\.${field.key}`));
  const order = () => page.getByRole("row").filter({ hasText: tag }).locator("td:first-child").allInnerTexts();
  await expect.poll(async () => (await order()).map((t) => /Small|Middle|Large/.exec(t)?.[0])).toEqual(["Small", "Middle", "Large"]);
  await page.keyboard.press("Enter");
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect.poll(async () => (await order()).map((t) => /Small|Middle|Large/.exec(t)?.[0])).toEqual(["Large", "Middle", "Small"]);

  // Saved with the sort, made the default: coming back to /companies opens it.
  await page.getByRole("button", { name: "Save view" }).click();
  const save = page.getByRole("dialog", { name: "Save view" });
  await save.getByLabel("View name").fill(`Biggest tickets ${tag}`);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(save).toBeHidden();
  await page.getByRole("button", { name: "Make default" }).click();
  await expect(page.getByRole("button", { name: "Default view ✓" })).toBeVisible();
  await page.goto("/companies");
  await expect(page).toHaveURL(/view=.*|sort=-cf/);
  await expect(page.getByLabel("Saved view")).toHaveValue(/.+/);
  await expect(page.getByRole("columnheader", { name: moneyName })).toHaveAttribute("aria-sort", "descending");
  await expect.poll(async () => (await order()).map((t) => /Small|Middle|Large/.exec(t)?.[0])).toEqual(["Large", "Middle", "Small"]);
  // Choosing "All companies" leaves the default for this visit.
  await page.getByLabel("Saved view").selectOption({ label: "All companies" });
  await expect(page).not.toHaveURL(/view=/);
  await checkA11y(page);

  // Board: the chosen field shows as a chip on the cards, and the column counts follow the field filter.
  await page.goto(`/companies?q=${encodeURIComponent(tag)}&cols=${field.key}&cf.${field.key}%5Bgt%5D=300`);
  await page.getByRole("button", { name: "Board View" }).click();
  const large = page.locator("[data-company-id]").filter({ hasText: `Large ${tag}` });
  await expect(large.getByRole("listitem").filter({ hasText: `${moneyName}:` })).toContainText("$900");
  await expect(page.locator("[data-company-id]").filter({ hasText: tag })).toHaveCount(2);
  await checkA11y(page);
  // Cards carry only the shown fields' values (fields=): with no column chosen, none; choosing
  // one in the Columns menu asks again and the chip appears.
  await page.goto(`/companies?q=${encodeURIComponent(tag)}`);
  const middle = page.locator("[data-company-id]").filter({ hasText: `Middle ${tag}` });
  await expect(middle).toBeVisible();
  await expect(middle.getByRole("listitem").filter({ hasText: `${moneyName}:` })).toHaveCount(0);
  const asked = page.waitForRequest((r) => r.url().includes("/api/v1/companies/board?") && r.url().includes(`fields=${field.key}`));
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitem", { name: `Show ${moneyName}` }).click();
  await asked;
  await expect(middle.getByRole("listitem").filter({ hasText: `${moneyName}:` })).toContainText("$500");
  await page.getByRole("button", { name: "Table View" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Middle ${tag}` })).toContainText("$500");
  // A custom column widens the table (it scrolls sideways) rather than squeezing the description.
  const description = await page.getByRole("columnheader", { name: "Description" }).first().boundingBox();
  expect(description!.width).toBeGreaterThanOrEqual(180);

  // Network: the search is in the URL and saved as a view.
  await page.goto("/people");
  await page.getByLabel("Search people by name, title, company, type or sector").fill(`Nobody ${tag}`);
  await expect(page).toHaveURL(/q=Nobody/);
  await page.getByRole("button", { name: "Save view" }).click();
  const saveNetwork = page.getByRole("dialog", { name: "Save view" });
  await saveNetwork.getByLabel("View name").fill(`Nobody ${tag}`);
  await saveNetwork.getByRole("button", { name: "Save" }).click();
  await expect(saveNetwork).toBeHidden();
  await page.goto("/people");
  await page.getByLabel("Saved view").selectOption({ label: `Nobody ${tag}` });
  await expect(page.getByLabel("Search people by name, title, company, type or sector")).toHaveValue(`Nobody ${tag}`);
  await checkA11y(page);

  // Portfolio and LPs have the switcher too.
  await page.goto("/portfoliocompanies");
  await expect(page.getByLabel("Saved view")).toContainText("All portfolio companies");
  await checkA11y(page);
  await page.goto("/lps");
  await expect(page.getByLabel("Saved view")).toContainText("All limited partners");
  await checkA11y(page);
});

// Issue 39: a link field is picked by name and shown by name; network, portfolio and LP tables take field columns.
test("custom fields: a person link picked by name, member and link values shown as names, columns on network, portfolio and LPs", async ({
  page,
}) => {
  const tag = unique();
  await signInWithApi(page, e2eAccounts.owner);
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), `${path} ${await res.text()}`).toBe(201);
    return res.json();
  };
  const intro = await post("/api/v1/fields", { entity: "company", name: `Warm intro ${tag}`, type: "person" });
  const lead = await post("/api/v1/fields", { entity: "company", name: `Lead ${tag}`, type: "member" });
  const city = await post("/api/v1/fields", { entity: "person", name: `Met at ${tag}`, type: "text" });
  const ticket = await post("/api/v1/fields", { entity: "lp", name: `Ticket ${tag}`, type: "money" });
  const me = await (await page.request.get("/api/v1/me")).json();
  const person = await post("/api/v1/people", { name: `Ingrid Linkworth ${tag}`, customFields: { [city.key]: "Slush" } });
  // The network spec expects an empty directory: leave no person behind.
  try {
    const company = await post("/api/v1/companies", {
      name: `Linked Co ${tag}`,
      stage: "Portfolio",
      customFields: { [lead.key]: me.user.id },
    });
    const fund = (await (await page.request.get("/api/v1/funds")).json()).items[0];
    await post("/api/v1/lps", { fundId: fund.id, entityName: `Ticket Pension ${tag}`, customFields: { [ticket.key]: 2500000 } });

    // Picked by typing part of the name and Enter; shown by name, stored as the person's id.
    await page.goto(`/companies/${company.id}?tab=fields`);
    const fields = page.getByRole("region", { name: "Fields" });
    const picker = fields.getByRole("combobox", { name: `Warm intro ${tag}` });
    await picker.fill(`linkworth ${tag}`);
    await expect(fields.getByRole("option", { name: `Ingrid Linkworth ${tag}` })).toHaveAttribute("aria-selected", "true");
    await picker.press("Enter");
    await expect(picker).toHaveValue(`Ingrid Linkworth ${tag}`);
    await fields.getByRole("button", { name: "Save fields" }).click();
    await expect(page.getByText("Fields saved")).toBeVisible();
    const saved = await (await page.request.get(`/api/v1/companies/${company.id}`)).json();
    expect(saved.customFields[intro.key]).toBe(person.id);
    await page.reload();
    await expect(page.getByRole("region", { name: "Fields" }).getByRole("combobox", { name: `Warm intro ${tag}` })).toHaveValue(
      `Ingrid Linkworth ${tag}`,
    );
    await checkA11y(page);

    // The portfolio table shows both as names, and filters are offered there too.
    await page.goto(`/portfoliocompanies?q=${encodeURIComponent(tag)}&cols=${intro.key},${lead.key}`);
    const row = page.getByRole("row", { name: new RegExp(`Linked Co ${tag}`) });
    await expect(row.getByRole("cell", { name: `Ingrid Linkworth ${tag}` })).toBeVisible();
    await expect(row.getByRole("cell", { name: me.user.name })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: `Warm intro ${tag}` })).toBeVisible();

    // The network and LP tables take columns from the Columns menu.
    await page.goto(`/people?q=${encodeURIComponent(tag)}`);
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("menuitem", { name: `Show Met at ${tag}` }).click();
    await expect(page.getByRole("row", { name: new RegExp(`Ingrid Linkworth ${tag}`) }).getByRole("cell", { name: "Slush" })).toBeVisible();
    await page.goto(`/lps?fund=${fund.id}&cols=${ticket.key}`);
    await expect(
      page.getByRole("row", { name: new RegExp(`Ticket Pension ${tag}`) }).getByRole("cell", { name: "$2,500,000" }),
    ).toBeVisible();
    await checkA11y(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("lps-columns-390.png"), fullPage: true });
  } finally {
    await page.request.delete(`/api/v1/people/${person.id}`);
  }
});
