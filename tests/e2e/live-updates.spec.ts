import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page, type Request } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { dragWithMouse } from "./support/drag";
import { e2ePorts } from "./support/ports";

// Its own server (restarted by a test) on its own data dir, with the demo history loaded.
const port = e2ePorts.app + 6;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "fundline-e2e-live-"));
const maya = { email: "maya@kestrel.test", password: "maya-pass-1234", name: "Maya Chen" };
const sam = { email: "sam@kestrel.test", password: "sam-pass-1234", name: "Sam Rivera" };
const shots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), "fundline-shots");
let server: ChildProcess;

const cli = (args: string[]) =>
  execFileSync(process.execPath, ["dist/server/cli.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });

async function startServer() {
  server = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
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

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(300_000); // three CLI runs and a start on a busy machine
  const out = cli([
    "org",
    "create",
    "--name",
    "Kestrel Partners",
    "--admin-email",
    maya.email,
    "--admin-password",
    maya.password,
    "--admin-name",
    maya.name,
  ]);
  const org = JSON.parse(out.toString()) as { id: string };
  cli(["member", "add", "--org", org.id, "--email", sam.email, "--password", sam.password, "--name", sam.name]);
  cli(["demo", "--org", org.id]);
  await startServer();
});
test.afterAll(async () => stopServer());

async function signedIn(browser: Browser, who: typeof maya, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: who.email, password: who.password },
    headers: { Origin: base },
  });
  expect(res.ok()).toBe(true);
  await page.request.patch("/api/v1/me/preferences", { data: { pipelineView: "board" }, headers: { Origin: base } });
  return page;
}
const column = (page: Page, stage: string) =>
  page
    .getByRole("region", { name: "Pipeline board" })
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: stage, exact: true }) });

let company: { id: string; name: string; version: number };
let mayaPage: Page;
let samPage: Page;

test("a card Maya drags shows up on Sam's board within a second, without a reload", async ({ browser }) => {
  mayaPage = await signedIn(browser, maya);
  samPage = await signedIn(browser, sam);
  const name = `Kestrel Health ${Date.now().toString(36)}`;
  company = await (await mayaPage.request.post("/api/v1/companies", { data: { name }, headers: { Origin: base } })).json();
  for (const page of [mayaPage, samPage]) {
    await page.goto("/companies");
    await expect(column(page, "Leads").locator("li", { hasText: name })).toBeVisible();
  }
  await samPage.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await dragWithMouse(mayaPage, column(mayaPage, "Leads").locator("li", { hasText: name }), column(mayaPage, "Due Diligence"));
  await expect(column(mayaPage, "Due Diligence").locator("li", { hasText: name })).toBeVisible();
  const moved = Date.now();
  await expect(column(samPage, "Due Diligence").locator("li", { hasText: name })).toBeVisible({ timeout: 1000 });
  console.log(`colleague saw the move after ${Date.now() - moved} ms`);
  await expect(column(samPage, "Leads").locator("li", { hasText: name })).toHaveCount(0);
  expect(await samPage.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("after a server restart the stream reconnects and the next move still arrives without a reload", async () => {
  // A restart loads the embedded database again (seconds on a busy machine), and the
  // client's retries back off to 15 s, so the default 30 s is not enough for both.
  test.setTimeout(120_000);
  await stopServer();
  await startServer();
  const current = await (await mayaPage.request.get(`/api/v1/companies/${company.id}`)).json();
  const res = await mayaPage.request.patch(`/api/v1/companies/${company.id}`, {
    data: { stage: "IC Review", version: current.version },
    headers: { Origin: base },
  });
  expect(res.ok()).toBe(true);
  await expect(column(samPage, "IC Review").locator("li", { hasText: company.name })).toBeVisible({ timeout: 20_000 });
  expect(await samPage.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

for (const width of [1440, 390]) {
  test(`the company timeline and the audit log at ${width} px`, async ({ browser }) => {
    const page = await signedIn(browser, maya, width);
    await page.goto(`/companies/${company.id}?tab=activity`);
    const timeline = page.getByRole("region", { name: "Activity" });
    await expect(timeline.getByText(`moved ${company.name} from Due Diligence to IC Review`)).toBeVisible();
    await expect(timeline.getByText(`moved ${company.name} from Leads to Due Diligence`)).toBeVisible();
    await timeline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `timeline-${width}.png`) });
    await checkA11y(page);

    await page.goto("/settings");
    const audit = page.getByRole("region", { name: "Audit log" });
    await expect(audit.getByText("signed in").first()).toBeVisible();
    await audit.getByLabel("Record").selectOption("company");
    await expect(audit.getByText(/moved .+ from /).first()).toBeVisible();
    await audit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `audit-log-${width}.png`) });
    await checkA11y(page);
    const download = page.waitForEvent("download");
    await audit.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.context().close();
  });
}

test("the tabs of one browser share one stream; the tab on screen takes it over, and so does another when it closes", async ({
  browser,
}) => {
  const first = await signedIn(browser, maya);
  const context = first.context();
  const streams: string[] = [];
  const stopped: string[] = [];
  const isStream = (r: Request) => new URL(r.url()).pathname === "/api/v1/events";
  context.on("request", (r) => void (isStream(r) && streams.push(r.url())));
  context.on("requestfailed", (r) => void (isStream(r) && stopped.push(r.url())));
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto("/companies");
    await expect(column(page, "IC Review").locator("li", { hasText: company.name })).toBeVisible();
  }
  await expect.poll(() => streams.length).toBe(1);
  const move = async (stage: string) => {
    const current = await (await first.request.get(`/api/v1/companies/${company.id}`)).json();
    const res = await first.request.patch(`/api/v1/companies/${company.id}`, {
      data: { stage, version: current.version },
      headers: { Origin: base },
    });
    expect(res.ok()).toBe(true);
  };
  await move("Due Diligence");
  for (const page of [first, second]) await expect(column(page, "Due Diligence").locator("li", { hasText: company.name })).toBeVisible();

  // The tab the user comes back to takes the stream over (a phone suspends the others).
  await second.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(() => streams.length).toBe(2);
  expect(streams[1]).toMatch(/lastEventId=[\w-]{22}$/); // resumes after the last change it was passed
  await expect.poll(() => stopped).toEqual([streams[0]]); // the first tab's stream is closed
  await move("IC Review");
  for (const page of [first, second]) await expect(column(page, "IC Review").locator("li", { hasText: company.name })).toBeVisible();

  await second.close();
  await expect.poll(() => streams.length).toBe(3);
  expect(streams[2]).toMatch(/lastEventId=[\w-]{22}$/);
  await move("Due Diligence");
  await expect(column(first, "Due Diligence").locator("li", { hasText: company.name })).toBeVisible();
  expect(streams).toHaveLength(3);
  await context.close();
});
