import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let personId = "";
let name = "";

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, owner);
  name = `Rosa Docs ${unique()}`;
  const created = await page.request.post("/api/v1/people", { data: { name, title: "Partner", companyName: "Docs Capital" } });
  expect(created.status()).toBe(201);
  personId = (await created.json()).id;
});
// The network spec expects an empty directory: leave none of ours behind.
test.afterEach(async ({ page }) => {
  await page.request.delete(`/api/v1/people/${personId}`);
});

const documentsOf = (page: Page) => page.getByRole("dialog", { name }).getByRole("region", { name: "Documents" });

test("a person's document is uploaded, renamed (a colleague's rename is not overwritten) and deleted", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/people/${personId}`);
  const section = documentsOf(page);
  await expect(section.getByText("No documents yet.")).toBeVisible();
  await expect(section.getByText("PDF, PPTX, DOCX, XLSX, PNG or JPG, up to 25 MB.")).toBeVisible();
  await section.getByLabel("Category").selectOption("legal");
  await section.getByLabel("Document file").setInputFiles({ name: "Side letter.pdf", mimeType: "application/pdf", buffer: pdf });
  const list = section.getByRole("list", { name: "Documents" });
  await expect(list.getByText("Side letter.pdf")).toBeVisible();
  await expect(list.getByText(/Legal/)).toBeVisible();
  await expect(list.getByRole("link", { name: "Download Side letter.pdf" })).toHaveAttribute(
    "href",
    new RegExp(`^/api/v1/people/${personId}/documents/[0-9a-f-]{36}/download$`),
  );
  await page.screenshot({ path: "test-results/person-documents-1440.png", fullPage: true });
  await checkA11y(page);

  await list.getByRole("button", { name: "Rename Side letter.pdf" }).click();
  await list.getByLabel("New name for Side letter.pdf").fill("Side letter signed");
  await page.keyboard.press("Enter");
  await expect(list.getByText("Side letter signed.pdf")).toBeVisible();

  // A colleague renames it while this user is typing: their rename is refused, the typed name stays.
  await list.getByRole("button", { name: "Rename Side letter signed.pdf" }).click();
  const docs = (await (await page.request.get(`/api/v1/people/${personId}/documents`)).json()).items;
  const colleague = await page.request.patch(`/api/v1/people/${personId}/documents/${docs[0].id}`, {
    data: { fileName: "Colleague copy", version: docs[0].version },
  });
  expect(colleague.status()).toBe(200);
  const input = list.getByRole("textbox");
  await input.fill("My copy");
  await page.keyboard.press("Enter");
  await expect(list.getByRole("alert")).toContainText("This document was changed by someone else.");
  await expect(list.getByRole("alert")).toContainText("It is now named “Colleague copy.pdf”");
  await expect(input).toHaveValue("My copy");
  await page.screenshot({ path: "test-results/person-documents-stale-1440.png" });
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await expect(list.getByText("Colleague copy.pdf")).toBeVisible();

  await list.getByRole("button", { name: "Delete Colleague copy.pdf" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete document" });
  await expect(confirm).toContainText("Are you sure you want to delete Colleague copy.pdf? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(section.getByText("No documents yet.")).toBeVisible();
  // The contact's dialog is still open on its page.
  await expect(page).toHaveURL(new RegExp(`/people/${personId}$`));
});

test("a person's documents at 390 px: readable and keyboard usable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const upload = await page.request.post(`/api/v1/people/${personId}/documents`, {
    multipart: { file: { name: "Intro deck.pdf", mimeType: "application/pdf", buffer: pdf }, category: "deck" },
  });
  expect(upload.status()).toBe(201);
  await page.goto(`/people/${personId}`);
  const section = documentsOf(page);
  await expect(section.getByText("Intro deck.pdf")).toBeVisible();
  await section.getByRole("button", { name: "Rename Intro deck.pdf" }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByLabel("New name for Intro deck.pdf")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(section.getByText("Intro deck.pdf")).toBeVisible();
  await page.screenshot({ path: "test-results/person-documents-390.png", fullPage: true });
  await checkA11y(page);
});
