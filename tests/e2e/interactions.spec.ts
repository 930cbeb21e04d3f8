import { expect, test } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { signInWithApi, unique } from "./support/accounts";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
let personId = "";
let name = "";
let email = "";

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, owner);
  const tag = unique();
  name = `Jane Capture ${tag}`;
  email = `jane.${tag}@capture-e2e.example`.toLowerCase();
  const created = await page.request.post("/api/v1/people", { data: { name, email, title: "CEO", companyName: "Capture Co" } });
  expect(created.status()).toBe(201);
  personId = (await created.json()).id;
});
// The network spec expects an empty directory: leave none of ours behind.
test.afterEach(async ({ page }) => {
  await page.request.delete(`/api/v1/people/${personId}`);
});

const eml = (to: string, messageId: string) =>
  [
    `From: ${owner.email}`,
    `To: ${to}, Sam Newfounder <sam@newco-e2e.example>`,
    "Subject: Series A follow-up",
    `Message-ID: <${messageId}@e2e.test>`,
    "Date: Wed, 25 Nov 2026 09:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Thanks for the call today. Sending the model tomorrow.",
    "",
  ].join("\r\n");

for (const width of [1440, 390]) {
  test(`an .eml dropped on a contact shows in Recent Interactions (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/people/${personId}`);
    const section = page.getByRole("dialog", { name }).getByRole("region", { name: "Recent Interactions" });
    await expect(section.getByText("No captured e-mails or invitations yet.")).toBeVisible();
    const dataTransfer = await page.evaluateHandle(
      (text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], "follow-up.eml", { type: "message/rfc822" }));
        return dt;
      },
      eml(email, `${personId}-${width}`),
    );
    await section.getByTestId("interaction-drop").dispatchEvent("drop", { dataTransfer });
    const list = section.getByRole("list", { name: "Captured interactions" });
    await expect(list.getByText("Series A follow-up")).toBeVisible();
    await expect(list.getByText("Thanks for the call today. Sending the model tomorrow.")).toBeVisible();
    await expect(list.getByText("Nov 25, 2026")).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/interactions-contact-${width}.png` });
    await checkA11y(page);

    // The participant who is not in the network yet: Create contact opens New Contact with the address filled in.
    await list.getByRole("button", { name: "Create contact" }).click();
    const create = page.getByRole("dialog", { name: "Add Contact" });
    await expect(create.getByLabel("Email", { exact: true })).toHaveValue("sam@newco-e2e.example");
    await expect(create.getByLabel("Name")).toHaveValue("Sam Newfounder");
    await create.getByRole("button", { name: "Cancel" }).click();

    // Deleting it (its capturer) empties the section again.
    await list.getByRole("button", { name: "Delete Series A follow-up" }).click();
    await expect(section.getByText("No captured e-mails or invitations yet.")).toBeVisible();
  });
}

test("the notification's link for an unknown participant opens Add Contact with the address filled in", async ({ page }) => {
  await page.goto("/people?create=sam%40newco-e2e.example");
  const create = page.getByRole("dialog", { name: "Add Contact" });
  await expect(create.getByLabel("Email", { exact: true })).toHaveValue("sam@newco-e2e.example");
  // The parameter is dropped, so Back or a reload does not open it again.
  await expect(page).toHaveURL(/\/people$/);
  await create.getByRole("button", { name: "Cancel" }).click();
  await expect(create).toBeHidden();
});

test("Settings shows the member's capture address and keeps their sharing choice", async ({ page }) => {
  await page.goto("/settings");
  const address = page.getByLabel("Your capture address");
  await address.scrollIntoViewIfNeeded();
  await expect(address).toHaveValue(/^log\+[0-9a-f]+@/);
  const share = page.getByLabel("Share with the organisation");
  await expect(share).toHaveValue("subject");
  await share.selectOption("full");
  await expect(page.getByText("Your captured e-mails are shared in full")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Share with the organisation")).toHaveValue("full");
  await checkA11y(page);
  const card = page.getByRole("heading", { name: "E-mail capture" }).locator("xpath=../..");
  await card.screenshot({ path: "test-results/capture-card-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: "test-results/capture-card-390.png" });
  // Back to the default for the other tests.
  await page.getByLabel("Share with the organisation").selectOption("subject");
  await expect(page.getByText("Only subjects of your captured e-mails are shared")).toBeVisible();
});

test("other e-mails are typed in the contact dialog, saved as a list, and shown on the contact", async ({ page }) => {
  const home = `${email.split("@")[0]}@home-e2e.example`;
  await page.goto(`/people/${personId}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const field = page.getByLabel("Other e-mails");
  await field.fill("not an address");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Enter valid e-mail addresses, separated by commas")).toBeVisible();
  await field.fill(`${home.toUpperCase()}, ${home}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`Saved ${name}`)).toBeVisible();
  const saved = await (await page.request.get(`/api/v1/people/${personId}`)).json();
  expect(saved.otherEmails).toEqual([home]);
  await expect(page.getByRole("dialog", { name: new RegExp(name) }).getByText(home)).toBeVisible();
  await checkA11y(page);
});
