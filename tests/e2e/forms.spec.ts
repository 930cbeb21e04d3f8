import { expect, test, type Locator, type Page } from "@playwright/test";
import { joinedAccount, signInWithApi, unique } from "./support/accounts";
import { latestMail, linkIn } from "./support/mail";
import { e2eAccounts } from "./support/ports";

// Every form that writes to the API shows the server's field error under its field and keeps
// the input. The browser checks the same shared schema first, so to reach the server's own
// check, `refuseNext` rewrites one field of the next request on its way out; the real server
// answers (its response is not touched).

const { owner } = e2eAccounts;

async function refuseNext(page: Page, url: string, patch: Record<string, unknown>) {
  await page.route(
    url,
    async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, ...patch }) });
    },
    { times: 1 },
  );
}

/** The control's error is the text its aria-describedby points at. */
async function expectFieldError(control: Locator, message: string | RegExp) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const id = await control.getAttribute("aria-describedby");
  await expect(control.page().locator(`[id="${id}"]`)).toHaveText(message);
}

test.describe("signed in as the owner", () => {
  test.beforeEach(async ({ page }) => signInWithApi(page, owner));

  test("fund form", async ({ page }) => {
    const name = `Fund ${unique()}`;
    await page.goto("/settings");
    await page.getByRole("button", { name: "Add Fund" }).click();
    const dialog = page.getByRole("dialog", { name: "Add fund" });
    await dialog.getByLabel("Fund name").fill(name);
    await dialog.getByLabel("Vintage year").fill("2024");
    await refuseNext(page, "**/api/v1/funds", { vintageYear: 1800 });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectFieldError(dialog.getByLabel("Vintage year"), "Vintage year must be 1900 or later");
    await expect(dialog.getByLabel("Fund name")).toHaveValue(name);
    await expect(dialog.getByLabel("Vintage year")).toHaveValue("2024");
  });

  test("POC list dialog", async ({ page }) => {
    const name = `Pat ${unique()}`;
    await page.goto("/settings");
    await page.getByRole("button", { name: "Add New POC" }).click();
    const dialog = page.getByRole("dialog", { name: "Points of Contact" });
    await dialog.getByLabel("Contact Name").fill(name);
    await refuseNext(page, "**/api/v1/pocs", { name: "\u0001" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectFieldError(dialog.getByLabel("Contact Name"), "Contact Name cannot contain control characters");
    await expect(dialog.getByLabel("Contact Name")).toHaveValue(name);
  });

  test("invite form (a conflict the browser cannot know)", async ({ page }) => {
    await page.goto("/settings");
    // The team card draws its invite form when it comes near the screen.
    await page.getByText("Team", { exact: true }).first().scrollIntoViewIfNeeded();
    const email = page.getByLabel("Invite by email");
    await email.fill(owner.email);
    await page.getByRole("button", { name: "Send invite" }).click();
    await expectFieldError(email, "This person is already a member");
    await expect(email).toHaveValue(owner.email);
  });

  test("create ticket form", async ({ page }) => {
    const title = `Ticket ${unique()}`;
    await page.goto("/development");
    await page.getByRole("button", { name: "New Request" }).click();
    const form = page.getByRole("form", { name: "Create New Development Request" });
    await form.getByLabel("Title").fill(title);
    await refuseNext(page, "**/api/v1/tickets", { dueDate: "2024-02-31" });
    await form.getByRole("button", { name: "Create Request" }).click();
    await expectFieldError(form.getByLabel("Due date"), "Due date must be a date (YYYY-MM-DD)");
    await expect(form.getByLabel("Title")).toHaveValue(title);
  });

  test("ticket details form", async ({ page }) => {
    const created = await page.request.post("/api/v1/tickets", { data: { title: `Details ${unique()}` } });
    const ticket = (await created.json()) as { id: string; title: string };
    const newTitle = `${ticket.title} v2`;
    await page.goto("/development");
    await page.getByRole("row", { name: ticket.title, exact: true }).dblclick();
    const dialog = page.getByRole("dialog", { name: "Ticket Details" });
    await dialog.getByRole("button", { name: "Edit Title" }).click();
    await dialog.getByRole("textbox", { name: "Title" }).fill(newTitle);
    await dialog.getByRole("button", { name: "Confirm Title" }).click();
    await refuseNext(page, `**/api/v1/tickets/${ticket.id}`, { title: "x".repeat(201) });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("group", { name: "Title" })).toContainText("Title must be at most 200 characters");
    await expect(dialog.getByRole("group", { name: "Title" })).toContainText(newTitle);
    await expect(dialog.getByText("Unsaved changes")).toBeVisible();
  });

  test("add company form", async ({ page }) => {
    const name = `Northwind ${unique()}`;
    await page.goto("/companies");
    await page.getByRole("button", { name: "Add Company" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a New Company" });
    await dialog.getByLabel("Company Name *").fill(name);
    await dialog.getByLabel("City").fill("Lisbon");
    await refuseNext(page, "**/api/v1/companies", { website: "not a website" });
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await expectFieldError(dialog.getByLabel("Website"), "Enter a valid website address");
    await expect(dialog.getByLabel("Company Name *")).toHaveValue(name);
    await expect(dialog.getByLabel("City")).toHaveValue("Lisbon");
  });

  test("profile name form", async ({ page }) => {
    const account = await joinedAccount(page, "member");
    await page.context().clearCookies();
    await signInWithApi(page, account);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Profile" });
    await dialog.getByRole("button", { name: /Display name/ }).press("Enter");
    const input = dialog.getByRole("textbox", { name: "Display name" });
    await input.fill("Renamed Person");
    await refuseNext(page, "**/api/v1/me", { name: "\u0001" });
    await input.press("Enter");
    await expectFieldError(input, "Name cannot contain control characters");
    await expect(input).toHaveValue("Renamed Person");
  });

  test("LP CRM: new board form", async ({ page }) => {
    const name = `Board ${unique()}`;
    await page.goto("/lpcrm");
    const input = page.getByLabel("New board");
    await input.fill(name);
    await refuseNext(page, "**/api/v1/lp-boards", { name: "\u0001" });
    await page.getByRole("button", { name: "Create Board" }).click();
    await expectFieldError(input, "Board name cannot contain control characters");
    await expect(input).toHaveValue(name);
    await expect(page).toHaveURL(/\/lpcrm$/);
  });

  test("LP CRM: new subboard form and the board's name", async ({ page }) => {
    const board = (await (await page.request.post("/api/v1/lp-boards", { data: { name: `Board ${unique()}` } })).json()) as {
      id: string;
      name: string;
    };
    try {
      await page.goto(`/lpcrm/${board.id}`);
      const sub = page.getByLabel("New subboard", { exact: true });
      await sub.fill("Stage D");
      await refuseNext(page, `**/api/v1/lp-boards/${board.id}/subboards`, { name: "\u0001" });
      await page.getByRole("button", { name: "Add Subboard" }).click();
      await expectFieldError(sub, "Subboard name cannot contain control characters");
      await expect(sub).toHaveValue("Stage D");

      // The board's name saves on Enter (through the blur): the server's refusal stays under it.
      const boardName = page.getByLabel("Board Name");
      await expect(boardName).toHaveValue(board.name);
      await boardName.fill("Renamed board");
      let refused = false;
      await page.route(`**/api/v1/lp-boards/${board.id}`, async (route) => {
        if (refused || route.request().method() !== "PATCH") return route.fallback();
        refused = true;
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, name: "\u0001" }) });
      });
      await boardName.press("Enter");
      await expectFieldError(boardName, "Board name cannot contain control characters");
      await expect(boardName).toHaveValue("Renamed board");
    } finally {
      await page.request.delete(`/api/v1/lp-boards/${board.id}`);
    }
  });

  test("save view dialog", async ({ page }) => {
    await page.goto("/people");
    await page.getByRole("button", { name: "Save view" }).click();
    const dialog = page.getByRole("dialog", { name: "Save view" });
    await dialog.getByLabel("View name").fill("My contacts");
    await refuseNext(page, "**/api/v1/views", { name: "\u0001" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectFieldError(dialog.getByLabel("View name"), "View name cannot contain control characters");
    await expect(dialog.getByLabel("View name")).toHaveValue("My contacts");
  });
});

test.describe("signed out", () => {
  test("accept invitation form", async ({ page }) => {
    await signInWithApi(page, owner);
    const email = `invitee-${unique()}@acme.test`;
    const since = Date.now();
    expect((await page.request.post("/api/v1/invitations", { data: { email, role: "member" } })).status()).toBe(201);
    const link = linkIn(await latestMail(email, since), "/invite");
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel("Your name").fill("Ivy Invitee");
    await page.getByLabel("Password", { exact: true }).fill("invitee-pass-1234");
    await refuseNext(page, "**/accept", { name: "\u0001" });
    await page.getByRole("button", { name: /^Join / }).click();
    await expectFieldError(page.getByLabel("Your name"), "Name cannot contain control characters");
    await expect(page.getByLabel("Your name")).toHaveValue("Ivy Invitee");
  });

  test("forgot password form", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(owner.email);
    await refuseNext(page, "**/api/auth/request-password-reset", { email: "not-an-address" });
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expectFieldError(page.getByLabel("Email"), /email/i);
    await expect(page.getByLabel("Email")).toHaveValue(owner.email);
  });

  test("update password form", async ({ page }) => {
    await signInWithApi(page, owner);
    const account = await joinedAccount(page, "viewer");
    await page.context().clearCookies();
    const since = Date.now();
    await page.request.post("/api/auth/request-password-reset", { data: { email: account.email, redirectTo: "/update-password" } });
    await page.goto(linkIn(await latestMail(account.email, since), "/"));
    const input = page.getByLabel("New Password");
    await input.fill("long-enough-password");
    await refuseNext(page, "**/api/auth/reset-password", { newPassword: "short" });
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expectFieldError(input, /password.*short/i);
    await expect(input).toHaveValue("long-enough-password");
  });

  test("setup form", async ({ page }) => {
    const emptyUrl = process.env.E2E_EMPTY_URL;
    expect(emptyUrl, "E2E_EMPTY_URL is set by the global setup").toBeTruthy();
    await page.goto(`${emptyUrl}/setup`);
    await page.getByLabel("Organisation name").fill("Forms Test Ventures");
    await page.getByLabel("Your name").fill("Fran Founder");
    await page.getByLabel("Email").fill("fran@forms.test");
    await page.getByLabel("Password", { exact: true }).fill("fran-pass-1234");
    await refuseNext(page, "**/api/v1/setup", { email: "fran-at-forms" });
    await page.getByRole("button", { name: "Create organisation" }).click();
    await expectFieldError(page.getByLabel("Email"), "Enter a valid email address");
    await expect(page.getByLabel("Organisation name")).toHaveValue("Forms Test Ventures");
  });
});

test("reference data: a POC renamed in Settings shows in the pipeline at once, without a reload", async ({ page }) => {
  await signInWithApi(page, owner);
  const name = `Rena ${unique()}`;
  const created = await page.request.post("/api/v1/pocs", { data: { name } });
  expect(created.status()).toBe(201);
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.goto("/companies");
  // The pipeline reads the POC list (the Add Company choices) into the shared cache.
  await page.getByRole("button", { name: "Add Company" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a New Company" });
  await expect(dialog.getByRole("button", { name, exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await nav.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: /Points of Contact/ }).click();
  const list = page.getByRole("dialog", { name: "Points of Contact" });
  await list.getByRole("button", { name: `Edit ${name}` }).click();
  await list.getByLabel("Contact Name").fill(`${name} Renamed`);
  await list.getByRole("button", { name: "Update" }).click();
  await expect(list.getByRole("cell", { name: `${name} Renamed`, exact: true })).toBeVisible();
  await list.getByRole("button", { name: "Close" }).first().click();

  await nav.getByRole("link", { name: "Pipeline" }).click();
  await page.getByRole("button", { name: "Add Company" }).click();
  await expect(dialog.getByRole("button", { name: `${name} Renamed`, exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name, exact: true })).toHaveCount(0);
});
