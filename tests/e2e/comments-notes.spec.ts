import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const name = `Kestrel Health ${Date.now().toString(36)}`;
let companyId = "";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
  if (!companyId) companyId = (await (await page.request.post("/api/v1/companies", { data: { name } })).json()).id;
});

const localDate = (offsetDays: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
const comments = (page: Page) => page.getByRole("region", { name: `Comments and reminders on ${name}` });

test("a reminder due tomorrow shows Tomorrow and toggles done and back; a comment can be deleted", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/companies/${companyId}?tab=comments`);
  const panel = comments(page);
  await expect(panel.getByRole("tab", { name: /Comments/ })).toHaveAttribute("aria-selected", "true");

  await panel.getByLabel("Comment", { exact: true }).fill("Strong founder-market fit");
  await panel.getByRole("button", { name: "Add Comment" }).click();
  await expect(panel.getByText("Strong founder-market fit")).toBeVisible();
  await expect(panel.getByText("just now")).toBeVisible();
  await expect(panel.getByRole("tab", { name: /Comments/ })).toContainText("1");

  await panel.getByRole("tab", { name: /Reminders/ }).click();
  await panel.getByLabel("Reminder", { exact: true }).fill("Send the term sheet");
  await expect(panel.getByLabel("Due date (optional)")).toHaveAttribute("min", localDate(0));
  await panel.getByLabel("Due date (optional)").fill(localDate(1));
  await panel.getByRole("button", { name: "Add Reminder" }).click();
  const active = panel.getByRole("region", { name: "Active Reminders" });
  await expect(active.getByText("Send the term sheet")).toBeVisible();
  await expect(active.getByText("Due Tomorrow")).toBeVisible();
  await page.screenshot({ path: "test-results/comments-1440.png", fullPage: true });
  await checkA11y(page);

  // Keyboard: Tab to the toggle and press Space.
  const toggle = panel.getByRole("button", { name: 'Mark "Send the term sheet" as done' });
  await toggle.focus();
  await page.keyboard.press("Space");
  const completed = panel.getByRole("region", { name: "Completed" });
  await expect(completed.getByText("Send the term sheet")).toBeVisible();
  await panel.getByRole("button", { name: "Active only" }).click();
  await expect(completed).toBeHidden();
  await panel.getByRole("button", { name: "Reset filters" }).click();
  await completed.getByRole("button", { name: 'Mark "Send the term sheet" as not done' }).click();
  await expect(active.getByText("Send the term sheet")).toBeVisible();
  await panel.getByRole("button", { name: "Upcoming" }).click();
  await expect(active.getByText("Send the term sheet")).toBeVisible();
  await panel.getByRole("button", { name: "Overdue" }).click();
  await expect(panel.getByText("No reminders match these filters.")).toBeVisible();

  await panel.getByRole("tab", { name: /Comments/ }).click();
  await panel.getByRole("button", { name: /Delete comment "Strong founder/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Comment" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(panel.getByText("No comments yet.")).toBeVisible();
});

test("a note auto-saves, renders safely in preview, and survives a reload", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/companies/${companyId}?tab=notes`);
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByText("No notes yet.")).toBeVisible();
  await page.keyboard.press("Control+n");
  await notes.getByLabel("Note title").fill("First call");
  await notes.getByLabel("Note content (markdown)").fill("# Summary\n\n**ARR** $1.2M\n\n<script>window.pwned = 1</script>");
  await expect(notes.getByRole("status")).toHaveText("Unsaved changes");
  await page.clock.fastForward("00:31");
  await expect(notes.getByRole("status")).toHaveText("All changes saved");
  await expect(notes.getByRole("button", { name: /^First call \d/ })).toBeVisible();

  await notes.getByLabel("Note content (markdown)").fill("# Summary\n\n**ARR** $1.4M");
  await page.keyboard.press("Control+s");
  await expect(notes.getByRole("status")).toHaveText("All changes saved");
  await expect(page.getByText("Note updated successfully")).toBeVisible();
  await notes.getByRole("button", { name: "Preview" }).click();
  await expect(notes.getByRole("heading", { name: "Summary" })).toBeVisible();
  await expect(notes.locator("strong", { hasText: "ARR" })).toBeVisible();
  await page.screenshot({ path: "test-results/notes-1440.png", fullPage: true });
  await checkA11y(page);

  await page.reload();
  await notes.getByRole("button", { name: /^First call \d/ }).click();
  // The note opens in preview; the list row shows the same text as a snippet.
  await expect(notes.getByText("ARR $1.4M", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  await notes.getByLabel("Search notes").fill("nothing like this");
  await expect(notes.getByText("No notes match your search.")).toBeVisible();
  await notes.getByLabel("Search notes").fill("");
  await notes.getByRole("button", { name: 'Duplicate note "First call"' }).click();
  await expect(notes.getByRole("button", { name: /^First call \(copy\) \d/ })).toBeVisible();
  await notes.getByRole("button", { name: 'Delete note "First call (copy)"' }).click();
  await page.getByRole("alertdialog", { name: "Delete Note" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note deleted successfully")).toBeVisible();
  await expect(notes.getByRole("button", { name: /^First call \(copy\) \d/ })).toBeHidden();
});

test("phone width: comments and notes stack and stay usable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies/${companyId}?tab=comments`);
  const panel = comments(page);
  await panel.getByRole("tab", { name: /Reminders/ }).click();
  await expect(panel.getByText("Send the term sheet")).toBeVisible();
  await page.screenshot({ path: "test-results/comments-390.png", fullPage: true });
  await page.goto(`/companies/${companyId}?tab=notes`);
  const notes = page.getByRole("region", { name: "Notes" });
  await notes.getByRole("button", { name: /^First call \d/ }).click();
  await expect(notes.getByRole("button", { name: "← All notes" })).toBeVisible();
  await page.screenshot({ path: "test-results/notes-390.png", fullPage: true });
  await checkA11y(page);
});
