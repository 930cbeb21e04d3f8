import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const shots = process.env.PANEL_SHOTS_DIR;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
  await page.request.patch("/api/v1/me/preferences", { data: { pipelineView: "table" } });
});

async function newCompany(page: Page, label: string) {
  const name = `${label} ${Date.now().toString(36)}`;
  const res = await page.request.post("/api/v1/companies", { data: { name, oneLiner: "Payments for clinics" } });
  expect(res.status()).toBe(201);
  return { name, id: (await res.json()).id as string };
}

const panel = (page: Page) => page.getByRole("dialog");

test("the overview is edited and saved, and still shows after a reload", async ({ page }) => {
  const { id } = await newCompany(page, "Overview Health");
  await page.goto(`/companies/${id}`);
  const info = panel(page).getByRole("region", { name: "Company Information" });
  await expect(info.getByText("Add Overview Here")).toBeVisible();
  await expect(info.getByText("None")).toBeVisible(); // no other investors
  await info.getByRole("button", { name: "Edit" }).click();
  await info.getByLabel("Revenue").fill("1250000");
  await expect(info.getByLabel("Revenue")).toHaveValue("1,250,000");
  await info.getByLabel("City").fill("Lisbon");
  await info.getByLabel("Overview", { exact: true }).fill("Clinics pay suppliers in one click.");
  if (shots) await page.screenshot({ path: `${shots}/panel-edit-overview.png` });
  await info.getByRole("button", { name: "Save" }).click();
  await expect(info.getByRole("button", { name: "Edit" })).toBeVisible();
  await page.reload();
  await expect(info.getByText("$1,250,000")).toBeVisible();
  await expect(info.getByText("Lisbon")).toBeVisible();
  await expect(info.getByText("Clinics pay suppliers in one click.")).toBeVisible();

  // Escape closes the panel and returns to the list.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/companies$/);
  await expect(panel(page)).toHaveCount(0);
});

test("a stale edit says it was changed by someone else and offers a reload", async ({ page }) => {
  const { id } = await newCompany(page, "Stale Robotics");
  await page.goto(`/companies/${id}`);
  const info = panel(page).getByRole("region", { name: "Company Information" });
  await info.getByRole("button", { name: "Edit" }).click();
  await page.request.patch(`/api/v1/companies/${id}`, { data: { city: "Oslo", version: 1 } });
  await info.getByLabel("City").fill("Bergen");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(info.getByText("Changed by someone else", { exact: true })).toBeVisible();
  await expect(info.getByLabel("City")).toHaveValue("Bergen"); // the input is kept
  await info.getByRole("button", { name: "Reload" }).click();
  await expect(info.getByLabel("City")).toHaveValue("Oslo");
});

test("a document is uploaded with a category and renamed; the tab survives a reload", async ({ page }) => {
  const { id } = await newCompany(page, "Vault Labs");
  await page.goto(`/companies/${id}`);
  await panel(page).getByRole("tab", { name: "Document Vault" }).click();
  await expect(page).toHaveURL(/tab=documents/);
  await page.reload();
  await expect(panel(page).getByRole("tab", { name: "Document Vault" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByText("PDF, PPTX, DOCX, XLSX, PNG or JPG, up to 25 MB.")).toBeVisible();
  await panel(page).getByLabel("Category").selectOption("financial");
  await panel(page).getByLabel("Document file").setInputFiles({ name: "Q1 numbers.pdf", mimeType: "application/pdf", buffer: pdf });
  const docs = panel(page).getByRole("list", { name: "Documents" });
  await expect(docs.getByText("Q1 numbers.pdf")).toBeVisible();
  await expect(docs.getByText(/Financial/)).toBeVisible();

  // An empty name cancels the rename.
  await docs.getByRole("button", { name: "Rename Q1 numbers.pdf" }).click();
  await docs.getByLabel("New name for Q1 numbers.pdf").fill("");
  await page.keyboard.press("Enter");
  await expect(docs.getByText("Q1 numbers.pdf")).toBeVisible();

  await docs.getByRole("button", { name: "Rename Q1 numbers.pdf" }).click();
  await docs.getByLabel("New name for Q1 numbers.pdf").fill("Q1 2026 financials");
  await page.keyboard.press("Enter");
  await expect(docs.getByText("Q1 2026 financials.pdf")).toBeVisible();
  const preview = docs.getByRole("link", { name: "Preview Q1 2026 financials.pdf" });
  await expect(preview).toHaveAttribute("href", /disposition=inline$/);
});

test("an equity offer is added with all four fields, dollars shown with separators", async ({ page }) => {
  const { id } = await newCompany(page, "Offer Bio");
  await page.goto(`/companies/${id}?tab=offers`);
  const add = panel(page).getByRole("button", { name: "Add Offer" });
  await expect(add).toBeDisabled();
  await panel(page).getByLabel("Round Type").selectOption("Series A");
  await panel(page).getByLabel("Invested Amount").fill("2000000");
  await panel(page).getByLabel("Valuation").fill("20000000");
  await expect(add).toBeDisabled();
  await panel(page).getByLabel("Investment Date").fill("2026-03-01");
  await add.click();
  const table = panel(page).getByRole("region", { name: "Existing Offers" });
  await expect(table.getByRole("cell", { name: "$2,000,000" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "$20,000,000" })).toBeVisible();

  // Unsaved changes ask before switching to another offer.
  await panel(page).getByLabel("Round Type").selectOption("Seed");
  await table.getByRole("button", { name: "Edit Series A offer" }).click();
  await expect(page.getByRole("alertdialog", { name: "Unsaved changes" })).toBeVisible();
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(panel(page).getByLabel("Invested Amount")).toHaveValue("2,000,000");
});

for (const width of [1440, 390]) {
  test(`every tab at ${width} px passes axe${shots ? " (screenshots)" : ""}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const { id } = await newCompany(page, "Screens Inc");
    await page.request.post(`/api/v1/companies/${id}/equity-offers`, {
      data: { roundType: "Seed", investedAmount: 500000, valuation: 6000000, investmentDate: "2026-02-02" },
    });
    await page.request.post(`/api/v1/companies/${id}/equity-offers`, {
      data: { roundType: "Series A", investedAmount: 2500000, valuation: 24000000, investmentDate: "2026-06-15" },
    });
    // Filled tabs, so the screenshots show them in use: POC and deal source, founders, a note.
    const poc = await (await page.request.post("/api/v1/pocs", { data: { name: `Maya Chen ${width}-${Date.now().toString(36)}` } })).json();
    const version = (await (await page.request.get(`/api/v1/companies/${id}`)).json()).version;
    await page.request.patch(`/api/v1/companies/${id}`, {
      data: { pocIds: [poc.id], dealSource: "Cold Inbound", whoReferred: "Priya Natarajan", version },
    });
    const founders = await page.request.post(`/api/v1/companies/${id}/founders`, {
      data: { name: `Ava Adeyemi ${Date.now().toString(36)}` },
    });
    const [founder] = (await founders.json()).items;
    await page.request.post(`/api/v1/companies/${id}/notes`, {
      data: { title: "First call with the founders", content: "- [x] Send deck\n\n**ARR** $1.2M, growing 12% a month." },
    });
    await page.goto(`/companies/${id}`);
    const tabs = panel(page).getByRole("tab");
    await expect(tabs).toHaveCount(11);
    const names = await tabs.allInnerTexts();
    for (const name of names) {
      await panel(page).getByRole("tab", { name }).click();
      await expect(panel(page).getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await page.waitForTimeout(150);
      await checkA11y(page);
      if (shots) await page.screenshot({ path: `${shots}/panel-${width}-${name.replace(/\W+/g, "-").toLowerCase()}.png` });
    }
    // The network spec starts from an empty directory: the founder person goes again.
    expect((await page.request.delete(`/api/v1/people/${founder.id}`)).status()).toBe(204);
  });
}

test("the panel opens on its overview without the other tabs' code; pointing at a tab fetches its code before the click", async ({
  page,
}) => {
  const { id } = await newCompany(page, "Lazy Tabs");
  const tabCode: string[] = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop()!;
    if (/^[a-z-]+-tab-[\w-]{8}\.js$/.test(name)) tabCode.push(name.replace(/-[\w-]{8}\.js$/, ""));
  });
  await page.goto(`/companies/${id}`);
  await expect(panel(page).getByRole("region", { name: "Company Information" })).toBeVisible();
  expect(tabCode).toEqual([]);
  await panel(page).getByRole("tab", { name: "Founders" }).hover();
  await expect.poll(() => tabCode).toEqual(["founders-tab"]);
  await panel(page).getByRole("tab", { name: "Founders" }).click();
  await expect(panel(page).getByRole("tabpanel")).toContainText("Founder");
  // Opened by the address, a tab's code is fetched with the panel.
  await page.goto(`/companies/${id}?tab=notes`);
  await expect(panel(page).getByRole("tab", { name: "Notes", selected: true })).toBeVisible();
  await expect.poll(() => tabCode).toContain("notes-tab");
});
