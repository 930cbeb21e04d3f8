import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { firstLoad, isJsOrCss, kilobytes, signedInSharedChunk } from "./support/first-load";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const forms: string[] = [];
const companies: string[] = [];

async function signedIn(request: APIRequestContext) {
  if ((await request.get("/api/v1/me")).ok()) return;
  const res = await request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok(), `sign-in: ${res.status()} ${await res.text()}`).toBe(true);
}

async function newForm(request: APIRequestContext, variant: "full" | "compact" = "full") {
  const slug = `e2e-apply-${Date.now().toString(36)}`;
  const res = await request.post("/api/v1/intake-forms", {
    data: { title: "Apply to Acme Ventures", slug, variant, websiteUrl: "https://acme.example" },
  });
  expect(res.status()).toBe(201);
  forms.push((await res.json()).id);
  return slug;
}

// Leave the pipeline and the forms as they were: other specs count companies per stage.
test.afterEach(async ({ request }) => {
  await signedIn(request);
  for (const id of companies.splice(0)) expect((await request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  for (const id of forms.splice(0)) expect((await request.delete(`/api/v1/intake-forms/${id}`)).status()).toBe(204);
});

async function fillApplication(page: Page, name: string) {
  await page.getByLabel("Company Name").fill(name);
  await page.getByLabel("Company Website").fill("https://northwind.example");
  await page.getByLabel("Sector", { exact: true }).selectOption("Technology");
  await page.getByLabel("Sub-sector").selectOption("Deep tech");
  await page.getByLabel("Region").selectOption("Europe");
  await page.getByLabel("Round", { exact: true }).selectOption("Seed");
  await page.getByLabel("Round Size").fill("$2M");
  await page.getByLabel("Desired Valuation").fill("$12M post-money");
  await page.getByLabel("Founder Ownership (%)").fill("70");
  await page.getByLabel("Current Monthly Revenue").fill("$40k");
  await page.getByLabel("Elevator Pitch").fill("Warehouses lose 3% of stock. Our sensors find it. We ran logistics at DHL.");
}

test("a founder applies with a PDF deck; a signed-in user sees the new Lead with its deck", async ({ page, request }) => {
  await signedIn(request);
  const slug = await newForm(request);
  const name = `Northwind Sensors ${Date.now().toString(36)}`;

  await page.goto(`/raise/${slug}`);
  await expect(page.getByRole("heading", { name: "Apply to Acme Ventures", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Apply to Acme Ventures · Acme Ventures");
  for (const section of ["Company Information", "Funding Information", "Company Pitch", "Documents"])
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  await expect(page.getByText("We review every application within 5 business days.")).toBeVisible();

  // A missing field is named under it; what was typed stays.
  await fillApplication(page, name);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("City is required.")).toBeVisible();
  await expect(page.getByLabel("Company Name")).toHaveValue(name);
  await page.getByLabel("City").fill("Rotterdam");

  // Two files chosen, one removed again.
  await page.getByLabel("Files").setInputFiles([
    { name: "Northwind deck.pdf", mimeType: "application/pdf", buffer: pdf },
    { name: "old.pdf", mimeType: "application/pdf", buffer: pdf },
  ]);
  const selected = page.getByRole("list", { name: "Selected files" });
  await expect(selected.getByText("old.pdf")).toBeVisible();
  await selected.getByRole("button", { name: "Remove old.pdf" }).click();
  await expect(selected.getByText("old.pdf")).toHaveCount(0);
  await expect(selected.getByText("Northwind deck.pdf")).toBeVisible();

  await page.getByRole("button", { name: "Submit Application" }).click();
  const dialog = page.getByRole("dialog", { name: "Submission Successful" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Your application has been submitted successfully.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Visit Acme Ventures" })).toHaveAttribute("href", "https://acme.example");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByLabel("Company Name")).toHaveValue("");
  await expect(page.getByRole("list", { name: "Selected files" })).toHaveCount(0);

  // The organisation's side: a Lead added by the form, with the deck in its vault.
  const found = await (await request.get(`/api/v1/companies?q=${encodeURIComponent(name)}`)).json();
  expect(found.items).toHaveLength(1);
  const company = found.items[0];
  companies.push(company.id);
  expect(company.stage).toBe("Leads");
  expect((await (await request.get(`/api/v1/companies/${company.id}`)).json()).addedBy).toBe("External Intake Form");
  await signedIn(page.request);
  await page.goto(`/companies/${company.id}?tab=documents`);
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("heading", { name })).toBeVisible();
  const docs = panel.getByRole("list", { name: "Documents" });
  await expect(docs.getByText("Northwind_deck.pdf")).toBeVisible();
});

test("the compact form says Uploading... and shows a failure without losing the input", async ({ page, request }) => {
  await signedIn(request);
  const slug = await newForm(request, "compact");
  await page.goto(`/raise/${slug}`);
  await expect(page.getByRole("heading", { name: "Company Information" })).toHaveCount(0);
  const name = `Failing Co ${Date.now().toString(36)}`;
  await fillApplication(page, name);
  await page.getByLabel("City").fill("Oslo");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1/public/forms/${slug}/submissions`, async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong. Please try again." } } });
  });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await expect(page.getByText("Processing your submission...")).toBeVisible();
  release();
  await expect(page.getByRole("alert")).toContainText("Error submitting form. Please try again.");
  await expect(page.getByLabel("Company Name")).toHaveValue(name);
  await expect(page.getByLabel("Elevator Pitch")).not.toHaveValue("");
});

// Founders open the form on phones: its first load stays small (decisions 032, 013). Importing a
// heavy module (the signed-in app's kit, a chart or editor library) into the intake page fails this.
// Everything counts: the page, its code and stylesheet, the product's font and the form's data.
test("the public form's first load, in the product's font, transfers at most 100 KB", async ({ browser, baseURL, request }) => {
  await signedIn(request);
  const slug = await newForm(request);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const loaded = await firstLoad(page, `/raise/${slug}`, page.getByRole("heading", { name: "Apply to Acme Ventures", level: 1 }));
  await context.close();
  const code = loaded.filter(isJsOrCss);
  const kb = kilobytes(loaded);
  test.info().annotations.push({ type: "first load", description: `${kb.toFixed(1)} KB in ${loaded.length} responses` });
  expect(code.some((t) => t.path.endsWith(".css"))).toBe(true);
  expect(loaded.map((t) => t.path).filter((path) => path.endsWith(".woff2"))).toEqual([
    expect.stringMatching(/\/inter-latin-basic-wght-400-700-[\w-]{8}\.woff2$/),
  ]);
  expect(kb, loaded.map((t) => `${t.path} ${t.bytes} B`).join("\n")).toBeLessThanOrEqual(100);
  expect(code.map((t) => t.path).filter((path) => signedInSharedChunk.test(path))).toEqual([]);
});

test("the public form looks like the product: Inter, and selects styled like its inputs", async ({ page, request }) => {
  await signedIn(request);
  const slug = await newForm(request);
  await page.goto(`/raise/${slug}`);
  await expect(page.getByRole("heading", { name: "Apply to Acme Ventures", level: 1 })).toBeVisible();
  await expect(page.locator("link[rel=preload][as=font]")).toHaveAttribute("href", /\/inter-latin-basic-wght-400-700-[\w-]{8}\.woff2$/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const inter = await page.evaluate(() => [...document.fonts].filter((f) => f.family.includes("Inter") && f.status === "loaded").length);
  expect(inter).toBeGreaterThan(0);
  const sector = page.getByLabel("Sector", { exact: true });
  const input = page.getByLabel("Company Name");
  const look = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    return { appearance: s.appearance, height: s.height, borderRadius: s.borderRadius, fontFamily: s.fontFamily, fontSize: s.fontSize };
  };
  const [select, text] = [await sector.evaluate(look), await input.evaluate(look)];
  expect(select.appearance).toBe("none");
  expect({ ...select, appearance: text.appearance }).toEqual(text);
  expect(text.fontFamily).toMatch(/^"Inter Variable"/);
  // The select draws its own chevron, as the app's NativeSelect does.
  await expect(page.locator("#intake-sector + svg")).toBeVisible();
});

test("choosing more files than the limit adds up to it and says which were left out", async ({ page, request }) => {
  await signedIn(request);
  const slug = await newForm(request);
  await page.goto(`/raise/${slug}`);
  const files = page.getByLabel("Files", { exact: true });
  const file = (name: string) => ({ name, mimeType: "application/pdf", buffer: pdf });
  await files.setInputFiles(["a.pdf", "b.pdf", "c.pdf"].map(file));
  await files.setInputFiles(["d.pdf", "e.pdf", "f.pdf", "g.pdf"].map(file));
  const selected = page.getByRole("list", { name: "Selected files" });
  await expect(selected.getByRole("listitem")).toHaveCount(5);
  await expect(selected.getByText("e.pdf")).toBeVisible();
  await expect(page.getByText("Left out f.pdf and g.pdf: at most 5 files.")).toBeVisible();

  // A file over 10MB is left out by name; the others that fit are added.
  await selected.getByRole("button", { name: "Remove a.pdf" }).click();
  await expect(page.getByText("Left out f.pdf")).toHaveCount(0);
  await files.setInputFiles([{ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }, file("h.pdf")]);
  await expect(selected.getByText("h.pdf")).toBeVisible();
  await expect(selected.getByText("huge.pdf")).toHaveCount(0);
  await expect(page.getByText("Left out huge.pdf: larger than 10MB.")).toBeVisible();
  await checkA11y(page);
});

test("an unknown or disabled form says it is not available", async ({ page }) => {
  await page.goto("/raise/no-such-form-here");
  await expect(page.getByRole("heading", { name: "This form is not available" })).toBeVisible();
});

test("owners add a form in Settings and its public page passes axe at 1440 and 390", async ({ page }) => {
  await signedIn(page.request);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Intake Forms" })).toBeVisible();
  await page.getByRole("button", { name: "Add Form" }).click();
  const slug = `e2e-card-${Date.now().toString(36)}`;
  const dialog = page.getByRole("dialog", { name: "Add intake form" });
  await dialog.getByLabel("Title").fill("Founders apply here");
  await dialog.getByLabel("Slug").fill(slug);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByRole("link", { name: new RegExp(`/raise/${slug}`) });
  await expect(link).toBeVisible();
  const list = await (await page.request.get("/api/v1/intake-forms")).json();
  forms.push(list.items.find((f: { slug: string }) => f.slug === slug).id);
  await page.screenshot({ path: "test-results/intake-settings-1440.png", fullPage: true });

  // The server's field error (slug taken) shows under the field; what was typed stays.
  await page.getByRole("button", { name: "Add Form" }).click();
  const again = page.getByRole("dialog", { name: "Add intake form" });
  await again.getByLabel("Title").fill("Same slug");
  await again.getByLabel("Slug").fill(slug);
  await again.getByRole("button", { name: "Save" }).click();
  await expect(again.getByText("This slug is already taken; choose another")).toBeVisible();
  await expect(again.getByLabel("Title")).toHaveValue("Same slug");
  await again.getByRole("button", { name: "Cancel" }).click();

  await page.context().clearCookies();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/raise/${slug}`);
    await expect(page.getByRole("heading", { name: "Founders apply here" })).toBeVisible();
    await checkA11y(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Company Name is required.")).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `test-results/intake-${width}.png`, fullPage: true });
  }
});
