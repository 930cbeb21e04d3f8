import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { latestMail, linkIn } from "./support/mail";
import { e2ePorts } from "./support/ports";

// Its own server on its own data dir: the embedded database is one process at a time, so
// `npx fundline notify run` runs while this server is stopped. Mail goes to the suite's SMTP receiver.
const port = e2ePorts.app + 8;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "fundline-e2e-notify-"));
const tag = Date.now().toString(36);
const nora = { email: `nora-${tag}@notify.test`, password: "nora-pass-1234", name: "Nora Lind" };
const ravi = { email: `ravi-${tag}@notify.test`, password: "ravi-pass-1234", name: "Ravi Shah" };
const shots = process.env.SCREENSHOT_DIR ?? "test-results";
let server: ChildProcess;

const cli = (args: string[]) =>
  execFileSync(process.execPath, ["dist/server/cli.js", ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      PUBLIC_URL: base,
    },
  }).toString();

async function startServer() {
  server = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}
const stopServer = () =>
  new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : (server.once("exit", () => resolve()), server.kill("SIGTERM"))));

async function signedIn(browser: Browser, who: typeof nora, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: who.email, password: who.password },
    headers: { Origin: base },
  });
  expect(res.ok()).toBe(true);
  return page;
}

/** Screenshots after the sheet's slide-in has finished. */
const settled = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
const utcToday = () => new Date().toISOString().slice(0, 10);
let company: { id: string; name: string };

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const org = JSON.parse(
    cli([
      "org",
      "create",
      "--name",
      "Lind Capital",
      "--admin-email",
      nora.email,
      "--admin-password",
      nora.password,
      "--admin-name",
      nora.name,
    ]),
  ) as { id: string };
  cli(["member", "add", "--org", org.id, "--email", ravi.email, "--password", ravi.password, "--name", ravi.name]);
  await startServer();
});
test.afterAll(async () => stopServer());

test("a mention typed with @ shows in the other member's bell within a second", async ({ browser }) => {
  const noraPage = await signedIn(browser, nora);
  const raviPage = await signedIn(browser, ravi);
  company = await (
    await noraPage.request.post("/api/v1/companies", { data: { name: `Fjord Robotics ${tag}` }, headers: { Origin: base } })
  ).json();
  await raviPage.goto("/dashboard");
  const bell = raviPage.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  await noraPage.goto(`/companies/${company.id}?tab=comments`);
  const box = noraPage.getByLabel("Comment", { exact: true });
  await box.pressSequentially("@Rav");
  const picker = noraPage.getByRole("listbox", { name: "Mention a member" });
  await expect(picker.getByRole("option", { name: /Ravi Shah/ })).toBeVisible();
  await noraPage.screenshot({ path: `${shots}/mention-picker-1440.png` });
  await box.press("Enter");
  await expect(box).toHaveValue("@Ravi Shah ");
  await box.pressSequentially("please take the reference calls");
  await noraPage.getByRole("button", { name: "Add Comment" }).click();
  const added = Date.now();
  await expect(noraPage.getByText("@Ravi Shah", { exact: true })).toBeVisible(); // the chip

  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 1000 });
  console.log(`the mention reached the bell after ${Date.now() - added} ms`);
  await bell.click();
  const panel = raviPage.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", { name: /Nora Lind mentioned you: @Ravi Shah please take the reference calls/ });
  await expect(item).toBeVisible();
  await settled(raviPage);
  await raviPage.screenshot({ path: `${shots}/notifications-panel-1440.png` });
  await checkA11y(raviPage);
  await item.click();
  await expect(raviPage).toHaveURL(new RegExp(`/companies/${company.id}\\?tab=comments`));
  // The company's panel is a modal dialog: once it is open, the shell's bell is outside it and
  // hidden from the accessibility tree, so it is looked up with the hidden elements.
  const bellBehindPanel = raviPage.locator("aside").getByRole("button", { name: /^Notifications/, includeHidden: true });
  await expect(bellBehindPanel).toHaveAttribute("aria-label", "Notifications");
});

test("at 390 px the bell opens the panel full width; Escape closes it; settings open from it", async ({ browser }) => {
  const page = await signedIn(browser, ravi, 390);
  await page.goto("/dashboard");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("link", { name: /mentioned you/ })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${shots}/notifications-panel-390.png` });
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await page.goto("/dashboard?profile=notifications");
  const dialog = page.getByRole("dialog", { name: "Profile" });
  await expect(dialog.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByLabel("Digest hour")).toHaveValue("8");
  await settled(page);
  await page.screenshot({ path: `${shots}/notification-settings-390.png` });
  await checkA11y(page);
});

test("a mention typed with @ in a note is drawn as a chip and reaches the other member's inbox", async ({ browser }) => {
  const noraPage = await signedIn(browser, nora);
  const raviPage = await signedIn(browser, ravi);
  await raviPage.goto("/dashboard");
  const bell = raviPage.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications/);

  await noraPage.goto(`/companies/${company.id}?tab=notes`);
  const notes = noraPage.getByRole("region", { name: "Notes" });
  await notes.getByRole("button", { name: "New note" }).click();
  await notes.getByLabel("Note title").fill("Reference calls");
  const body = notes.getByLabel("Note content (markdown)");
  await body.pressSequentially("## Next\n\n@Rav");
  await expect(notes.getByRole("listbox", { name: "Mention a member" }).getByRole("option", { name: /Ravi Shah/ })).toBeVisible();
  await noraPage.screenshot({ path: `${shots}/note-mention-picker-1440.png` });
  await body.press("Enter");
  await body.pressSequentially("owns the customer calls");
  await expect(body).toHaveValue("## Next\n\n@Ravi Shah owns the customer calls");
  await noraPage.keyboard.press("Control+s");
  await expect(notes.getByRole("status")).toHaveText("All changes saved");
  await notes.getByRole("button", { name: "Preview" }).click();
  await expect(notes.getByText("@Ravi Shah", { exact: true })).toHaveClass(/bg-primary/); // the chip
  await checkA11y(noraPage);

  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  const item = raviPage
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: /Nora Lind mentioned you: Reference calls: Next @Ravi Shah owns the customer calls/ });
  await expect(item).toBeVisible();
  await item.click();
  // The link opens that note.
  await expect(raviPage).toHaveURL(new RegExp(`/companies/${company.id}\\?tab=notes&note=`));
  await expect(raviPage.getByRole("region", { name: "Notes" }).getByText("@Ravi Shah", { exact: true })).toBeVisible();
});

test("Settings: an owner switches a stale-relationship alert on, by keyboard, at 1440 and 390 px", async ({ browser }) => {
  for (const width of [1440, 390]) {
    const page = await signedIn(browser, nora, width);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Stale-relationship alerts" });
    const days = card.getByLabel("Pipeline company in Due Diligence", { exact: true });
    await days.scrollIntoViewIfNeeded();
    if (width === 1440) {
      await days.fill("0");
      await card.getByRole("button", { name: "Save alert rules" }).click();
      await expect(card.getByText("At least 1 day")).toBeVisible();
      await days.fill("21");
      await days.press("Tab"); // to its "on" box
      await expect(card.getByRole("checkbox", { name: "Pipeline company in Due Diligence: on" })).toBeFocused();
      await page.keyboard.press("Space");
      await card.getByRole("button", { name: "Save alert rules" }).click();
      await expect(page.getByText("Alert rules saved")).toBeVisible();
    }
    await page.reload();
    await card.scrollIntoViewIfNeeded();
    await expect(days).toHaveValue("21");
    await expect(card.getByRole("checkbox", { name: "Pipeline company in Due Diligence: on" })).toBeChecked();
    await expect(card.getByRole("checkbox", { name: "High-value contact with no meeting: on" })).not.toBeChecked();
    await card.screenshot({ path: `${shots}/alert-rules-${width}.png` });
    await checkA11y(page);
    await page.close();
  }
  // Ravi (a member) does not see the card.
  const member = await signedIn(browser, ravi);
  await member.goto("/settings");
  await expect(member.getByRole("heading", { name: "API", exact: true })).toBeVisible();
  await expect(member.getByRole("region", { name: "Stale-relationship alerts" })).toHaveCount(0);
});

test("a reminder due today: notify run --now sends one e-mail with a working link; a second run sends nothing", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, nora);
  const res = await page.request.post("/api/v1/comments", {
    data: { kind: "reminder", companyId: company.id, text: "Send the term sheet to Fjord", dueDate: utcToday() },
    headers: { Origin: base },
  });
  expect(res.status()).toBe(201);
  await page.close();
  await stopServer();
  const since = Date.now();
  expect(JSON.parse(cli(["notify", "run", "--now"]))).toMatchObject({ digestsSent: 1 });
  const mail = await latestMail(nora.email, since);
  expect(mail.subject).toBe("Your Fundline digest: 1 reminder");
  expect(mail.text).toContain("Send the term sheet to Fjord");
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " "); // long headers are folded
  expect(head).toMatch(/^List-Unsubscribe: +<http:\/\/127\.0\.0\.1:\d+\/api\/v1\/unsubscribe\?token=[\w.-]+>/m);
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const link = linkIn(mail, "/companies/");

  expect(JSON.parse(cli(["notify", "run", "--now"]))).toMatchObject({ digestsSent: 0, digestsQueued: 0 });
  const all = (await (
    await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages?to=${encodeURIComponent(nora.email)}`)
  ).json()) as unknown[];
  expect(all).toHaveLength(1);

  await startServer();
  const again = await signedIn(browser, nora);
  await again.goto(link);
  await expect(again.getByText("Send the term sheet to Fjord")).toBeVisible();

  // The unsubscribe link works signed out: opening it changes nothing, the button does.
  const anonymous = await (await browser.newContext({ baseURL: base, viewport: { width: 390, height: 800 } })).newPage();
  await anonymous.goto(linkIn(mail, "/unsubscribe"));
  await expect(anonymous.getByText(`Stop sending the daily digest e-mail to ${nora.email}?`)).toBeVisible();
  await anonymous.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(anonymous.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await anonymous.screenshot({ path: `${shots}/unsubscribe-390.png` });
  const settings = await (await again.request.get("/api/v1/me/notification-settings")).json();
  expect(settings.digestEnabled).toBe(false);
});
