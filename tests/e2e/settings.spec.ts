import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { latestMail, linkIn } from "./support/mail";
import { joinedAccount, signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

const { owner, member } = e2eAccounts;

async function openSettings(page: Page) {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Acme Ventures Settings" })).toBeVisible();
  await expect(page.getByText("Loading settings...")).toBeHidden();
  // The team card draws its forms when it comes near the screen, as it does for a user scrolling down.
  await page.getByText("Team", { exact: true }).first().scrollIntoViewIfNeeded();
}

test.describe("as the owner", () => {
  test.beforeEach(async ({ page }) => signInWithApi(page, owner));

  test("settings page: header card, cards, coming soon and preferences", async ({ page }) => {
    await openSettings(page);
    await expect(page).toHaveTitle("Settings · Fundline");
    await expect(page.getByText(owner.email).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Points of Contact/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Subsectors/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "CRM Settings" })).toBeVisible();
    await expect(page.getByText("Coming Soon")).toBeVisible();
    await expect(page.getByText("More settings will be available soon.")).toBeVisible();
    // The owner takes home the backup the server wrote when it started.
    const backups = page.getByRole("region", { name: "Backups" });
    await expect(backups.getByText("The server writes a backup every day.", { exact: false })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      backups
        .getByRole("link", { name: /^Download the backup of/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fundline-\d{8}T\d{9}Z\.fundline$/);
    await checkA11y(page);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Profile" });
    await expect(profile.getByText(owner.email)).toBeVisible();
    await expect(profile.getByText(owner.name, { exact: true })).toBeVisible();
    await profile.getByRole("button", { name: "Close", exact: true }).click();
    await expect(profile).toBeHidden();
  });

  test("points of contact: add, refuse a duplicate, rename, delete", async ({ page }) => {
    const name = `Pat Partner ${unique()}`;
    const renamed = `${name} Jr`;
    await openSettings(page);
    await page.getByRole("button", { name: "Add New POC" }).click();
    const dialog = page.getByRole("dialog", { name: "Points of Contact" });
    // Other specs add points of contact too, so this one looks only at its own.
    await expect(dialog.getByText(name)).toHaveCount(0);
    await expect(dialog.getByLabel("Contact Name")).toBeFocused();

    // Saving an empty name is silently ignored.
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Contact Name is required")).toHaveCount(0);

    await dialog.getByLabel("Contact Name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("cell", { name, exact: true })).toBeVisible();
    await expect(dialog.getByRole("columnheader", { name: "Contact Name" })).toBeVisible();
    await expect(dialog.getByLabel("Contact Name")).toHaveValue("");

    await dialog.getByLabel("Contact Name").fill(name.toUpperCase());
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("A point of contact with this name already exists")).toBeVisible();
    await expect(dialog.getByLabel("Contact Name")).toHaveAttribute("aria-invalid", "true");
    await checkA11y(page);

    await dialog.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(dialog.getByLabel("Contact Name")).toHaveValue(name);
    await dialog.getByLabel("Contact Name").fill(renamed);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog.getByRole("cell", { name: renamed, exact: true })).toBeVisible();
    await expect(dialog.getByRole("cell", { name, exact: true })).toHaveCount(0);

    await dialog.getByRole("button", { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete point of contact" });
    await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByRole("cell", { name: renamed, exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("subsectors: sorted by name, duplicate message, rename, delete back to the empty state", async ({ page }) => {
    const tag = unique();
    const [first, second] = [`Alpha Robotics ${tag}`, `Zeta Fintech ${tag}`];
    await openSettings(page);
    await page.getByRole("button", { name: /^Subsectors/ }).click();
    const dialog = page.getByRole("dialog", { name: "Subsectors" });
    const input = dialog.getByLabel("Subsector Name");
    for (const name of [second, first]) {
      await input.fill(name);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByRole("cell", { name, exact: true })).toBeVisible();
    }
    const names = await dialog.getByRole("row").locator("td:first-child").allTextContents();
    expect(names.indexOf(first)).toBeLessThan(names.indexOf(second));

    await input.fill(second);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("A subsector with this name already exists")).toBeVisible();

    await dialog.getByRole("button", { name: `Edit ${first}` }).click();
    await input.fill(`${first} Renamed`);
    // Escape leaves rename mode first; the dialog stays open.
    await input.press("Escape");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(dialog.getByRole("cell", { name: first, exact: true })).toBeVisible();

    await dialog.getByRole("button", { name: `Edit ${first}` }).click();
    await input.fill(`${first} Renamed`);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog.getByRole("cell", { name: `${first} Renamed`, exact: true })).toBeVisible();

    for (const name of [`${first} Renamed`, second]) {
      await dialog.getByRole("button", { name: `Delete ${name}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(dialog.getByRole("cell", { name, exact: true })).toHaveCount(0);
    }
    // Only this test creates subsectors, so the list is empty again.
    await expect(dialog.getByText("No subsectors found")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Your First Subsector" }).click();
    await expect(input).toBeFocused();
    await checkA11y(page);
  });

  test("funds: add with a formatted size, edit, delete", async ({ page }) => {
    const name = `Fund ${unique()}`;
    await openSettings(page);
    await page.getByRole("button", { name: "Add Fund" }).click();
    const dialog = page.getByRole("dialog", { name: "Add fund" });
    await dialog.getByLabel("Fund name").fill(name);
    await dialog.getByLabel("Fund size").pressSequentially("25000000");
    await expect(dialog.getByLabel("Fund size")).toHaveValue("25,000,000");
    await dialog.getByLabel("Vintage year").fill("2025");
    await checkA11y(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("$25,000,000");
    await expect(row).toContainText("2025");

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit fund" });
    await edit.getByLabel("Fund size").fill("30000000");
    await expect(edit.getByLabel("Fund size")).toHaveValue("30,000,000");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(row).toContainText("$30,000,000");

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog", { name: "Delete fund" }).getByRole("button", { name: "Delete Fund" }).click();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("the last owner cannot be demoted: the server's message is shown", async ({ page }) => {
    await openSettings(page);
    await page.getByRole("combobox", { name: `Role of ${owner.name}` }).click();
    await page.getByRole("option", { name: "Admin", exact: true }).click();
    await expect(page.getByText("The last owner cannot be demoted. Make someone else an owner first.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: `Role of ${owner.name}` })).toHaveText(/Owner/);
  });

  test("invite a member end to end: email link, join, dashboard; then change role and remove", async ({ page, browser }) => {
    const tag = unique();
    const email = `invitee-${tag}@acme.test`;
    const name = `Ivy Invitee ${tag}`;
    await openSettings(page);

    const since = Date.now();
    await page.getByLabel("Invite by email").fill(email);
    await page.getByRole("combobox", { name: "Role for the invitation" }).click();
    await expect(page.getByRole("option", { name: "Owner", exact: true })).toBeVisible(); // owners may invite owners
    await page.getByRole("option", { name: "Member", exact: true }).click();
    await page.getByRole("button", { name: "Send invite" }).click();
    const pending = page.getByRole("region", { name: /Pending invitations/ });
    await expect(pending.getByText(email)).toBeVisible();
    await checkA11y(page);

    // Inviting an existing member is refused with the server's message.
    await page.getByLabel("Invite by email").fill(member.email);
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByText("This person is already a member")).toBeVisible();

    const link = linkIn(await latestMail(email, since), "/invite");
    expect(link).toMatch(/^\/invite\?token=/);

    const guest = await browser.newContext();
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { name: "Join Acme Ventures" })).toBeVisible();
    await expect(invitee).toHaveURL(/\/invite$/); // the token is kept in memory only
    await expect(invitee.getByLabel("Email")).toHaveValue(email);
    await expect(invitee.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(invitee.getByText("Member", { exact: true })).toBeVisible();
    await checkA11y(invitee);

    await invitee.getByLabel("Your name").fill(name);
    await invitee.getByLabel("Password", { exact: true }).fill("short");
    await invitee.getByRole("button", { name: "Join Acme Ventures" }).click();
    await expect(invitee.getByText("Password must be at least 8 characters")).toBeVisible();
    await invitee.getByLabel("Password", { exact: true }).fill("invitee-pass-42");
    await invitee.getByRole("button", { name: "Show password" }).click();
    await expect(invitee.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await invitee.getByRole("button", { name: "Join Acme Ventures" }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await expect(invitee.getByRole("heading", { level: 1, name: "Acme Ventures Dashboard" })).toBeVisible();
    await expect(invitee.getByText(`Welcome back, ${name}`)).toBeVisible();

    // The link is spent.
    await invitee.goto(link);
    await expect(invitee.getByRole("alert")).toContainText("This invitation is invalid or has expired");
    await expect(invitee.getByRole("link", { name: "Go to sign in" })).toBeVisible();
    await checkA11y(invitee);

    await page.reload();
    // The member row, not the audit log's "invited" entry.
    const row = page.getByRole("listitem").filter({ hasText: email }).filter({ hasNotText: "invited" });
    await expect(row).toContainText(name);
    // Accepted: no longer pending (other specs may leave invitations of their own).
    await expect(page.getByRole("region", { name: /Pending invitations/ }).getByText(email)).toHaveCount(0);

    await page.getByRole("combobox", { name: `Role of ${name}` }).click();
    await page.getByRole("option", { name: "Viewer", exact: true }).click();
    await expect(page.getByRole("combobox", { name: `Role of ${name}` })).toHaveText(/Viewer/);

    await page.getByRole("button", { name: `Remove ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove member" });
    await confirm.getByRole("button", { name: "Remove Member" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);

    // Removal ends their session at once.
    await invitee.goto("/dashboard");
    await expect(invitee).toHaveURL(/\/$/);
    await guest.close();
  });

  test("a pending invitation can be revoked", async ({ page }) => {
    const email = `revoke-${unique()}@acme.test`;
    await openSettings(page);
    await page.getByLabel("Invite by email").fill(email);
    await page.getByRole("button", { name: "Send invite" }).click();
    const pending = page.getByRole("region", { name: /Pending invitations/ });
    await expect(pending.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: `Revoke invitation for ${email}` }).click();
    await expect(page.getByRole("button", { name: `Revoke invitation for ${email}` })).toHaveCount(0);
  });

  test("an invitation link that does not exist shows the invalid state", async ({ browser }) => {
    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto(`/invite?token=${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "Invitation unavailable" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This invitation is invalid or has expired. Ask for a new one.");
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await guest.close();
  });

  test("on a 390 px screen the settings page and its dialogs fit", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await checkA11y(page);
    await page.getByRole("button", { name: /Points of Contact/ }).click();
    const dialog = page.getByRole("dialog", { name: "Points of Contact" });
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await checkA11y(page);
  });
});

test("a member sees the settings without write actions", async ({ page }) => {
  await signInWithApi(page, owner);
  await signInWithApi(page, await joinedAccount(page, "member"));
  await openSettings(page);
  await expect(page.getByRole("button", { name: /Points of Contact/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add New POC" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add New Subsector" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Fund" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send invite" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: /^Role of / })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Members" })).toContainText(owner.name);
  await page.getByRole("button", { name: /Points of Contact/ }).click();
  const dialog = page.getByRole("dialog", { name: "Points of Contact" });
  await expect(dialog.getByText("Only owners and admins can change this list.")).toBeVisible();
  await expect(dialog.getByLabel("Contact Name")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Backups" })).toHaveCount(0); // owners only
  await checkA11y(page);
});

test("an admin manages the team but is not offered the owner role", async ({ page }) => {
  await signInWithApi(page, owner);
  await signInWithApi(page, await joinedAccount(page, "admin"));
  await openSettings(page);
  await expect(page.getByRole("button", { name: "Add New POC" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: `Role of ${owner.name}` })).toHaveCount(0); // owners are read-only to admins
  await page.getByRole("combobox", { name: "Role for the invitation" }).click();
  await expect(page.getByRole("option", { name: "Admin", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "Owner", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
});
