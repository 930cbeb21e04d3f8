import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { joinedAccount, signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;

type TicketBody = {
  title: string;
  description?: string;
  status?: string;
  priority?: string;
  taskType?: string;
  effortLevel?: string;
  dueDate?: string | null;
};
type Ticket = TicketBody & { id: string; version: number; status: string; priority: string; assigneeId: string | null };
type TicketCreate = TicketBody & { assigneeId?: string | null };

async function createTicket(page: Page, body: TicketCreate): Promise<Ticket> {
  const res = await page.request.post("/api/v1/tickets", { data: body });
  expect(res.status()).toBe(201);
  return (await res.json()) as Ticket;
}

async function openBoard(page: Page) {
  await page.goto("/development");
  await expect(page.getByRole("heading", { level: 1, name: "Development Board" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading tickets" })).toHaveCount(0);
}

const row = (page: Page, title: string) => page.getByRole("row", { name: title, exact: true });

/** Waits for the dialog's entry animation so that axe sees final colours. */
async function settled(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return dialog;
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => signInWithApi(page, owner));

test("create a request with the inline form", async ({ page }) => {
  const title = `Export capital calls ${unique()}`;
  await openBoard(page);
  await expect(page).toHaveTitle("Development Board · Fundline");
  await expect(page.getByText("Internal development requests for Acme Ventures")).toBeVisible();
  await checkA11y(page);
  const counter = page.getByText(/^\d+ of \d+ tickets$/);
  await expect(counter).toBeVisible();
  const before = Number((await counter.textContent())?.split(" of ")[1].split(" ")[0]);

  await page.getByRole("button", { name: "New Request" }).click();
  const form = page.getByRole("form", { name: "Create New Development Request" });
  await expect(form).toBeVisible();
  // Defaults: Not started, Medium, Feature request, M, assigned to me.
  await expect(form.getByRole("combobox", { name: "Status" })).toHaveText(/Not started/);
  await expect(form.getByRole("combobox", { name: "Priority" })).toHaveText(/Medium/);
  await expect(form.getByRole("combobox", { name: "Type" })).toHaveText(/Feature request/);
  await expect(form.getByRole("combobox", { name: "Effort" })).toHaveText(/^M$/);
  await expect(form.getByRole("combobox", { name: "Assignee" })).toHaveText(owner.name);
  await checkA11y(page);

  await form.getByRole("button", { name: "Create Request" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();

  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Quarterly CSV of capital calls per LP and fund.");
  await pick(page, "Priority", "High");
  await pick(page, "Type", "Enhancement");
  await pick(page, "Effort", "L");
  await form.getByLabel("Due date").fill("2031-03-15");
  // The list offers Unassigned (spec part 1 §6), and a ticket created so stays unassigned.
  await pick(page, "Assignee", "Unassigned");
  await form.getByRole("button", { name: "Create Request" }).click();
  await expect(form).toBeHidden();

  const created = row(page, title);
  await expect(created).toContainText("Quarterly CSV of capital calls per LP and fund.");
  await expect(created).toContainText("High");
  await expect(created).toContainText("Enhancement");
  await expect(created).toContainText("Unassigned");
  await expect(created).toContainText("Mar 15, 2031");
  await expect(created.getByRole("combobox", { name: `Status of ${title}` })).toHaveText(/Not started/);
  await expect(counter).toHaveText(new RegExp(` of ${before + 1} tickets$`));
});

test("a failed create keeps the form open with the input and says so", async ({ page }) => {
  const title = `Will fail ${unique()}`;
  await openBoard(page);
  await page.getByRole("button", { name: "New Request" }).click();
  await page.getByLabel("Title").fill(title);
  await page.route("**/api/v1/tickets", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Create Request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error creating ticket. Please try again." })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
});

test("filters: Active hides Done, All Status shows it, priority narrows", async ({ page }) => {
  const tag = unique();
  const done = await createTicket(page, { title: `Shipped search ${tag}`, status: "Done", priority: "Critical" });
  const low = await createTicket(page, { title: `Tidy icons ${tag}`, priority: "Low" });
  await openBoard(page);
  await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveText(/Active/);
  await expect(page.getByRole("combobox", { name: "Filter by priority" })).toHaveText(/All Priority/);
  await expect(row(page, low.title)).toBeVisible();
  await expect(row(page, done.title)).toHaveCount(0);

  await pick(page, "Filter by status", "All Status");
  await expect(row(page, done.title)).toBeVisible();
  await expect(row(page, low.title)).toBeVisible();

  await pick(page, "Filter by priority", "Critical");
  await expect(row(page, done.title)).toBeVisible();
  await expect(row(page, low.title)).toHaveCount(0);

  await pick(page, "Filter by status", "Done");
  await expect(row(page, done.title)).toBeVisible();
  const counter = page.getByText(/^\d+ of \d+ tickets$/);
  const [shown, total] = ((await counter.textContent()) ?? "").match(/\d+/g)!.map(Number);
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(total).toBeGreaterThan(shown);

  // A combination nothing matches shows the empty state and its link opens the form.
  await pick(page, "Filter by status", "Blocked");
  await pick(page, "Filter by priority", "Low");
  await expect(page.getByText("No development requests found")).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Create your first request" }).click();
  await expect(page.getByRole("form", { name: "Create New Development Request" })).toBeVisible();
});

test("inline status change saves at once", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Status moves ${unique()}` });
  await openBoard(page);
  await pick(page, `Status of ${ticket.title}`, "In review");
  await expect(row(page, ticket.title).getByRole("combobox")).toHaveText(/In review/);
  await expect(page.getByText(`“${ticket.title}” is now In review`)).toBeVisible();
  const saved = (await (await page.request.get(`/api/v1/tickets/${ticket.id}`)).json()) as Ticket;
  expect(saved.status).toBe("In review");

  // The keyboard alone, on a pill not used since the page loaded: Space opens the list on the
  // selected status, arrows move, Enter picks.
  await page.reload();
  const pill = row(page, ticket.title).getByRole("combobox");
  await pill.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("option", { name: "In review", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("option", { name: "In progress", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pill).toHaveText(/In progress/);
  await expect(pill).toBeFocused();
  await expect(page.getByText(`“${ticket.title}” is now In progress`)).toBeVisible();

  // Done leaves the Active view.
  await pick(page, `Status of ${ticket.title}`, "Done");
  await expect(row(page, ticket.title)).toHaveCount(0);
});

test("ticket details: edit fields one at a time, then save once", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Board reminders ${unique()}`, description: "Remind the POC a week ahead." });
  const newTitle = `${ticket.title} v2`;
  await openBoard(page);
  await row(page, ticket.title).dblclick();
  const dialog = await settled(page, "Ticket Details");
  await expect(dialog.getByText(ticket.id)).toBeVisible();
  await expect(dialog.getByText("Acme Ventures")).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Assignee" })).toContainText(owner.name);
  await expect(dialog.getByText("Unsaved changes")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await checkA11y(page);

  // Cancel leaves the value as it was; Escape cancels the field, not the dialog.
  await dialog.getByRole("button", { name: "Edit Description" }).click();
  await dialog.getByRole("textbox", { name: "Description" }).fill("Something else");
  await dialog.getByRole("button", { name: "Cancel editing Description" }).click();
  await expect(dialog.getByText("Remind the POC a week ahead.")).toBeVisible();
  await dialog.getByRole("button", { name: "Edit Title" }).click();
  await dialog.getByRole("textbox", { name: "Title" }).press("Escape");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Edit Title" }).click();
  await dialog.getByRole("textbox", { name: "Title" }).fill(newTitle);
  await dialog.getByRole("button", { name: "Confirm Title" }).click();
  await expect(dialog.getByText("Unsaved changes")).toBeVisible();

  await dialog.getByRole("button", { name: "Edit Priority" }).click();
  await pick(page, "Priority", "Critical");
  await dialog.getByRole("button", { name: "Confirm Priority" }).click();
  await dialog.getByRole("button", { name: "Edit Effort level" }).click();
  await pick(page, "Effort level", "XL");
  await dialog.getByRole("button", { name: "Confirm Effort level" }).click();
  await dialog.getByRole("button", { name: "Edit Due date" }).click();
  await dialog.locator("input[type=date]").fill("2032-01-20");
  await dialog.getByRole("button", { name: "Confirm Due date" }).click();
  // Moving to another field keeps what was typed in the open one (pending, not dropped).
  await dialog.getByRole("button", { name: "Edit Description" }).click();
  await dialog.getByRole("textbox", { name: "Description" }).fill("Remind the POC two weeks ahead.");
  await dialog.getByRole("button", { name: "Edit Assignee" }).click();
  await expect(dialog.getByText("Remind the POC two weeks ahead.")).toBeVisible();
  // The assignee can be changed here, Unassigned included (spec part 1 §6).
  await pick(page, "Assignee", "Unassigned");
  await dialog.getByRole("button", { name: "Confirm Assignee" }).click();
  await expect(dialog.getByRole("group", { name: "Assignee" })).toContainText("Not assigned");
  await checkA11y(page);

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  const updated = row(page, newTitle);
  await expect(updated).toContainText("Critical");
  await expect(updated).toContainText("Jan 20, 2032");
  const saved = (await (await page.request.get(`/api/v1/tickets/${ticket.id}`)).json()) as Ticket;
  expect(saved).toMatchObject({
    title: newTitle,
    priority: "Critical",
    effortLevel: "XL",
    dueDate: "2032-01-20",
    description: "Remind the POC two weeks ahead.",
    assigneeId: null,
    version: ticket.version + 1,
  });

  // Keyboard: Enter on a focused row opens the details too.
  await updated.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("XL")).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
});

test("a stale save says someone else changed the ticket and reloads it", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Contested ${unique()}` });
  await openBoard(page);
  await row(page, ticket.title).dblclick();
  const dialog = page.getByRole("dialog", { name: "Ticket Details" });
  await dialog.getByRole("button", { name: "Edit Priority" }).click();
  await pick(page, "Priority", "Low");
  await dialog.getByRole("button", { name: "Confirm Priority" }).click();

  // Meanwhile someone else renames it.
  const other = await page.request.patch(`/api/v1/tickets/${ticket.id}`, {
    data: { title: `${ticket.title} (theirs)`, version: ticket.version },
  });
  expect(other.ok()).toBe(true);

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/Someone else changed this ticket/)).toBeVisible();
  await expect(dialog.getByText(`${ticket.title} (theirs)`)).toBeVisible();
  await expect(dialog.getByText("Unsaved changes")).toHaveCount(0);
});

test("delete asks for confirmation; Escape keeps the ticket", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Remove me ${unique()}` });
  await openBoard(page);
  await row(page, ticket.title)
    .getByRole("button", { name: `Delete ${ticket.title}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Development Request" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${ticket.title}"? This action cannot be undone.`);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden"); // scroll locked
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(row(page, ticket.title)).toBeVisible();

  await row(page, ticket.title)
    .getByRole("button", { name: `Delete ${ticket.title}` })
    .click();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row(page, ticket.title)).toBeVisible();

  await row(page, ticket.title)
    .getByRole("button", { name: `Delete ${ticket.title}` })
    .click();
  await confirm.getByRole("button", { name: "Delete Request" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, ticket.title)).toHaveCount(0);
  expect((await page.request.get(`/api/v1/tickets/${ticket.id}`)).status()).toBe(404);
});

test("on a 390 px screen the table becomes cards", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Phone card ${unique()}`, description: "Shown as a card on phones." });
  await page.setViewportSize({ width: 390, height: 844 });
  await openBoard(page);
  await expect(page.getByRole("table")).toBeHidden();
  const cards = page.getByRole("list", { name: "Development requests" });
  const card = cards.getByRole("listitem").filter({ hasText: ticket.title });
  await expect(card).toContainText("Shown as a card on phones.");
  await expect(card.getByRole("combobox", { name: `Status of ${ticket.title}` })).toBeVisible();
  await checkA11y(page);
  await card.getByRole("button", { name: ticket.title, exact: true }).click();
  await settled(page, "Ticket Details");
  await checkA11y(page);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("tapping a card's status pill and then a status saves it", async ({ page }) => {
    const ticket = await createTicket(page, { title: `Tapped status ${unique()}` });
    await openBoard(page);
    const card = page.getByRole("list", { name: "Development requests" }).getByRole("listitem").filter({ hasText: ticket.title });
    await card.getByRole("combobox", { name: `Status of ${ticket.title}` }).tap();
    await page.getByRole("option", { name: "Blocked", exact: true }).tap();
    await expect(card.getByRole("combobox", { name: `Status of ${ticket.title}` })).toHaveText(/Blocked/);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/v1/tickets/${ticket.id}`)).json()) as Ticket).status)
      .toBe("Blocked");
  });
});

test("an update that fails says so and keeps the edits", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Flaky save ${unique()}` });
  await openBoard(page);
  await row(page, ticket.title).dblclick();
  const dialog = await settled(page, "Ticket Details");
  await dialog.getByRole("button", { name: "Edit Task type" }).click();
  await pick(page, "Task type", "Research");
  await dialog.getByRole("button", { name: "Confirm Task type" }).click();
  await page.route(`**/api/v1/tickets/${ticket.id}`, (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Error updating ticket. Please try again." })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Unsaved changes")).toBeVisible();
});

test("assignee labels: Unassigned, a member's name, Unknown User after removal", async ({ page }) => {
  const leaver = await joinedAccount(page, "member");
  const members = (await (await page.request.get("/api/v1/members")).json()) as { items: { id: string; userId: string; email: string }[] };
  const membership = members.items.find((m) => m.email === leaver.email)!;
  const tag = unique();
  // Created tickets always have an assignee (the creator when empty); unassigning is an edit.
  const created = await createTicket(page, { title: `Nobody yet ${tag}`, assigneeId: null });
  const unassign = await page.request.patch(`/api/v1/tickets/${created.id}`, { data: { assigneeId: null, version: created.version } });
  expect(unassign.ok()).toBe(true);
  const nobody = (await unassign.json()) as typeof created;
  const theirs = await createTicket(page, { title: `Leaver's task ${tag}`, assigneeId: membership.userId });
  await openBoard(page);
  await expect(row(page, nobody.title)).toContainText("Unassigned");
  await expect(row(page, theirs.title)).toContainText(leaver.name);

  expect((await page.request.delete(`/api/v1/members/${membership.id}`)).status()).toBe(204);
  await page.reload();
  await expect(row(page, theirs.title)).toContainText("Unknown User");
  await row(page, nobody.title).dblclick();
  await expect(page.getByRole("dialog", { name: "Ticket Details" }).getByText("Not assigned")).toBeVisible();
});

test("a viewer reads the board without write actions", async ({ page }) => {
  const ticket = await createTicket(page, { title: `Read only ${unique()}` });
  await signInWithApi(page, await joinedAccount(page, "viewer"));
  await openBoard(page);
  await expect(row(page, ticket.title)).toBeVisible();
  await expect(page.getByRole("button", { name: "New Request" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Delete ${ticket.title}` })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: `Status of ${ticket.title}` })).toHaveCount(0);
  await row(page, ticket.title).dblclick();
  const dialog = await settled(page, "Ticket Details");
  await expect(dialog.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await checkA11y(page);
});
