import { expect, test, type Page } from "@playwright/test";
import { joinedAccount, signInWithApi } from "./support/accounts";
import { watchCode } from "./support/code-watch";
import { watchNetwork } from "./support/network-quiet";
import { e2eAccounts } from "./support/ports";

// Literals that survive minification: zod's error class and a react-hook-form option.
const formCode = { zod: "ZodError", "react-hook-form": "shouldUnregister" };

const watchFormCode = (page: Page) => watchCode(page, formCode);

test.beforeEach(async ({ page }) => {
  await signInWithApi(page, e2eAccounts.owner);
});

for (const [path, ready] of [
  ["/dashboard", "Total Investments"],
  ["/companies", "Investment Pipeline"],
  ["/development", "Development Board"],
  ["/people", "Network Directory"],
] as const) {
  test(`${path} draws without downloading the form libraries`, async ({ page }) => {
    const formLibraries = watchFormCode(page);
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await formLibraries()).toEqual([]);
  });
}

test("opening a form downloads them, and the form works", async ({ page }) => {
  const formLibraries = watchFormCode(page);
  await page.goto("/development");
  await page.getByRole("button", { name: "New Request" }).click();
  await expect(page.getByLabel("Title")).toBeVisible();
  // The pattern finds them when they are there, so the checks above cannot pass by missing them.
  expect(await formLibraries()).toEqual(["react-hook-form", "zod"]);
});

test("a company's panel opens without the form libraries; Edit brings them, and the form works", async ({ page }) => {
  const created = await page.request.post("/api/v1/companies", { data: { name: `Formless ${Date.now().toString(36)}` } });
  expect(created.status()).toBe(201);
  const formLibraries = watchFormCode(page);
  await page.goto(`/companies/${(await created.json()).id}`);
  const info = page.getByRole("dialog").getByRole("region", { name: "Company Information" });
  await expect(info.getByRole("button", { name: "Edit" })).toBeVisible();
  expect(await formLibraries()).toEqual([]);
  await info.getByRole("button", { name: "Edit" }).click();
  await info.getByLabel("City").fill("Porto");
  await info.getByRole("button", { name: "Save" }).click();
  await expect(info.getByText("Porto")).toBeVisible();
  expect(await formLibraries()).toEqual(["react-hook-form", "zod"]);
});

// public/boot.js asks for a landing page's first data while the code downloads; the page then
// takes those answers instead of asking again.
// Each row: the address, text the page shows when ready, its first data, and its page file (src/web/routes).
for (const [path, ready, data, pageFile] of [
  [
    "/companies",
    "Investment Pipeline",
    ["/api/v1/me/preferences", "/api/v1/pocs", "/api/v1/funds", "/api/v1/companies/facets?stage=active"],
    "pipeline",
  ],
  ["/development", "Development Board", ["/api/v1/members", "/api/v1/tickets?status=active&priority=all&limit=50"], "development"],
  [
    "/settings",
    "Your organisation's lists, funds, intake forms and team.",
    ["/api/v1/pocs", "/api/v1/subsectors", "/api/v1/funds", "/api/v1/intake-forms", "/api/v1/members"],
    "settings",
  ],
  [
    "/people",
    "Network Directory",
    ["/api/v1/views?page=network", "/api/v1/fields", "/api/v1/pocs", "/api/v1/people?limit=100"],
    "network-directory",
  ],
  ["/networkcrm", "High-Value Contacts", ["/api/v1/people?value=High&limit=500"], "network-crm"],
  ["/lps", "Limited Partners", ["/api/v1/funds", "/api/v1/lps/totals", "/api/v1/views?page=lps", "/api/v1/fields"], "lps"],
  ["/lpcrm", "LP CRM Board", ["/api/v1/lp-boards", "/api/v1/pocs"], "lp-crm"],
  [
    "/portfoliocompanies",
    "Investment Portfolio",
    ["/api/v1/funds", "/api/v1/views?page=portfolio", "/api/v1/fields", "/api/v1/portfolio/companies?limit=50"],
    "portfolio-companies",
  ],
  ["/portfoliostats", "Portfolio Stats", ["/api/v1/portfolio/stats"], "portfolio-stats"],
  ["/performance", "Investment Performance", ["/api/v1/performance"], "performance"],
] as const) {
  test(`${path} asks for its first data once, before its own code has loaded`, async ({ page }) => {
    const requests: string[] = [];
    const pageCode = new RegExp(`^/assets/${pageFile}-`);
    const quiet = watchNetwork(page);
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/v1/") || pageCode.test(url.pathname)) requests.push(url.pathname + url.search);
    });
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    await quiet();
    const codeAt = requests.findIndex((r) => pageCode.test(r));
    expect(codeAt).toBeGreaterThan(0);
    for (const request of data) {
      expect(
        requests.filter((r) => r === request),
        request,
      ).toHaveLength(1);
      expect(requests.indexOf(request), request).toBeLessThan(codeAt);
    }
  });
}

test("/portfoliomanagement asks for the current quarter's tracker once, before its own code has loaded", async ({ page }) => {
  const asked = recordApiRequests(page);
  const release = await hold(page, /\/assets\/portfolio-management-[\w-]+\.js$/);
  await page.goto("/portfoliomanagement", { waitUntil: "commit" });
  // The quarter as the page names its tab (UTC), in the form the page's request takes.
  const now = new Date();
  const tracker = `/api/v1/portfolio/tracker?quarter=Q${Math.floor(now.getUTCMonth() / 3) + 1}+${now.getUTCFullYear()}&limit=50`;
  await expect.poll(() => asked.includes(tracker)).toBe(true);
  const quiet = watchNetwork(page);
  release();
  await expect(page.getByRole("tab", { selected: true })).toBeVisible();
  await quiet();
  expectAskedOnce(asked, [tracker]);
});

test("/lps asks for the first fund's LPs as soon as the funds are known, and the page takes that answer", async ({ page }) => {
  const asked = recordApiRequests(page);
  const release = await hold(page, /\/assets\/lps-[\w-]+\.js$/);
  await page.goto("/lps", { waitUntil: "commit" });
  // With the page's code held, only the early asking can have asked for a fund's list.
  await expect.poll(() => asked.filter((a) => a.startsWith("/api/v1/lps?fundId=")).length).toBe(1);
  const quiet = watchNetwork(page);
  release();
  await expect(page.getByRole("tab", { selected: true })).toBeVisible();
  await quiet();
  const list = asked.find((a) => a.startsWith("/api/v1/lps?fundId="))!;
  // The selected tab's fund, in the form the page asks for it.
  const fundId = (await (await page.request.get("/api/v1/funds")).json()).items[0].id;
  expect(list).toBe(`/api/v1/lps?fundId=${fundId}&limit=200`);
  expectAskedOnce(asked, [list]);
});

/** Holds the answers to requests for `url` until the returned function is called. */
async function hold(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The API requests the page makes from now on (path and query), in order. */
function recordApiRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/v1/")) asked.push(url.pathname + url.search);
  });
  return asked;
}

const expectAskedOnce = (asked: string[], paths: string[]) => {
  for (const path of paths)
    expect(
      asked.filter((a) => a === path),
      path,
    ).toHaveLength(1);
};

test("/settings asks for its lower cards' data while its first lists load, once each", async ({ page }) => {
  // The cards are drawn once the first lists are in; the funds' answer is held back until the
  // lower cards' data has been asked for, which without the early asking would never happen.
  const release = await hold(page, "**/api/v1/funds");
  const lower = ["/api/v1/intake-forms", "/api/v1/members", "/api/v1/invitations", "/api/v1/activity?limit=20", "/api/v1/backups"];
  const quiet = watchNetwork(page);
  const asked = recordApiRequests(page);
  await page.goto("/settings");
  await expect(page.getByText("Loading settings...")).toBeVisible();
  await expect.poll(() => lower.filter((path) => !asked.includes(path))).toEqual([]);
  await expect(page.getByRole("region", { name: "Audit log" })).toHaveCount(0);
  release();
  await expect(page.getByRole("region", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Backups" })).toBeVisible();
  await quiet();
  expectAskedOnce(asked, lower);
});

test("/settings asks for its role's lower cards' data before its own code has arrived, once each", async ({ page }) => {
  // Settings' code is held until the data has been asked for, which only the early asking can do.
  const release = await hold(page, /\/assets\/settings-[^/]*\.js$/);
  const roleData = ["/api/v1/invitations", "/api/v1/activity?limit=20", "/api/v1/backups"];
  const quiet = watchNetwork(page);
  const asked = recordApiRequests(page);
  await page.goto("/settings");
  await expect.poll(() => roleData.filter((path) => !asked.includes(path))).toEqual([]);
  release();
  await expect(page.getByRole("region", { name: "Backups" })).toBeVisible();
  await quiet();
  expectAskedOnce(asked, roleData);
});

test("a member's Settings asks for none of the owners' and admins' data", async ({ page }) => {
  // A member of its own: the seeded member's password is changed by the password-reset test.
  await signInWithApi(page, await joinedAccount(page, "member"));
  const quiet = watchNetwork(page);
  const asked = recordApiRequests(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: /^Members/ })).toBeVisible();
  await quiet();
  expect(asked.filter((path) => /^\/api\/v1\/(invitations|activity|backups)\b/.test(path))).toEqual([]);
});

test("the grouped pipeline draws its rows a slice per task, each group holding its height", async ({ page }) => {
  // Twenty leads: one group with more rows than a first slice draws (eight).
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const name = `Slice ${String(i).padStart(2, "0")} ${Date.now().toString(36)}`;
    const res = await page.request.post("/api/v1/companies", { data: { name, stage: "Leads" } });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).id);
  }
  type Batch = { task: number; rows: number; groups: { title: string; height: number }[] };
  try {
    // Each DOM change that adds rows: in which task (a counter that a message of its own bumps
    // once per task), how many rows, and the height of each group they went into.
    await page.addInitScript(() => {
      let task = 0;
      const ticker = new MessageChannel();
      const until = performance.now() + 15_000;
      ticker.port1.onmessage = () => {
        task++;
        if (performance.now() < until) ticker.port2.postMessage(null);
      };
      ticker.port2.postMessage(null);
      const batches: Batch[] = [];
      Object.assign(window, { rowBatches: batches });
      new MutationObserver((records) => {
        const rows = records
          .flatMap((r) => [...r.addedNodes])
          .filter((n): n is HTMLElement => n instanceof HTMLElement && n.matches("tr[data-company-id]"));
        const groups = [...new Set(rows.map((r) => r.closest("section")!))].map((s) => ({
          title: s.querySelector("h2")?.textContent ?? "",
          height: s.getBoundingClientRect().height,
        }));
        if (rows.length) batches.push({ task, rows: rows.length, groups });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/companies");
    const leads = page.locator("section").filter({ has: page.getByRole("button", { name: /^Leads/ }) });
    await expect(leads.locator("tr[data-company-id]")).toHaveCount(20);
    // Every group done: none still holds its height for rows to come.
    await expect(page.locator("section [id][style*='min-height']")).toHaveCount(0);
    const { shownRows, batches } = await page.evaluate(() => ({
      shownRows: document.querySelectorAll("tr[data-company-id]").length,
      batches: (window as unknown as { rowBatches: Batch[] }).rowBatches,
    }));
    expect(batches.reduce((n, b) => n + b.rows, 0)).toBe(shownRows);
    expect(Math.max(...batches.map((b) => b.rows))).toBeLessThan(shownRows);
    const leadsBatches = batches.filter((b) => b.groups.some((g) => g.title.startsWith("Leads")));
    expect(leadsBatches.length).toBeGreaterThan(1);
    // Each slice in a task of its own.
    expect(new Set(leadsBatches.map((b) => b.task)).size).toBe(leadsBatches.length);
    // While its rows arrive, a group is as tall as it will be: nothing below it moves.
    const finalHeight = (await leads.boundingBox())!.height;
    const leadsHeights = leadsBatches.flatMap((b) => b.groups.filter((g) => g.title.startsWith("Leads")).map((g) => g.height));
    for (const height of leadsHeights) expect(height).toBeCloseTo(finalHeight, 0);
  } finally {
    for (const id of ids) expect((await page.request.delete(`/api/v1/companies/${id}`)).status()).toBe(204);
  }
});

// React holds a suspended boundary's content until 300 ms after the last fallback it showed; the
// pages' code is not loaded under Suspense (lazy-page.tsx), so a page is drawn as its code arrives.
test("a page whose code arrives after the shell is drawn as soon as it arrives", async ({ page }) => {
  const pageCode = /\/assets\/dashboard-[\w-]+\.js$/;
  const release = await hold(page, pageCode);
  await page.addInitScript(() => {
    const marks = window as unknown as { headingAt?: number };
    new MutationObserver(() => {
      // The app's heading: inside the app's shell (the server's early one is in a shell of its own).
      if (marks.headingAt === undefined && document.querySelector("aside[aria-label='Sidebar'] ~ div main h1")) {
        marks.headingAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/dashboard");
  // The shell is drawn (seen within a frame) and the page is waiting for its code.
  await page.waitForFunction(() => document.querySelector("aside[aria-label='Sidebar']"), null, { polling: "raf" });
  await expect(page.locator("main h1")).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { arrived, drawn } = await page.evaluate((source) => {
    const entry = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
      new RegExp(source).test(new URL(e.name).pathname),
    );
    return { arrived: entry?.responseEnd ?? NaN, drawn: (window as unknown as { headingAt?: number }).headingAt ?? NaN };
  }, pageCode.source);
  // Evaluating the code and drawing the page take tens of milliseconds; the hold alone was 300.
  expect(drawn - arrived).toBeLessThan(150);
});

// The server draws the shell and the page's header into the HTML (server/lib/first-paint.ts): a
// phone sees the title at the first paint. The app then draws its own exactly there.
for (const [path, width] of [
  ["/companies", 390],
  ["/companies", 1280],
  ["/settings", 390],
  ["/settings", 1280],
  ["/development", 1280],
  ["/people", 390],
  ["/networkcrm", 390],
  ["/lps", 390],
  ["/lps", 1280],
  ["/lpcrm", 390],
  ["/portfoliocompanies", 1280],
  ["/portfoliostats", 390],
  ["/portfoliomanagement", 390],
  ["/performance", 1280],
] as const) {
  test(`${path} at ${width} px: the header is there before the app's code, and the app draws it in the same place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await hold(page, /\/assets\/main-[\w-]+\.js$/);
    // Not waiting for the load event: the held code delays it.
    await page.goto(path, { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1 });
    const description = page.locator("main h1 + p");
    await expect(heading).toBeVisible();
    // Measured styled and in Inter, as the app's will be: the stylesheet and the font may still be
    // on their way (the code's hold does not hold them), and a script can read layout before either.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((l) => l.sheet));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const early = {
      heading: await heading.boundingBox(),
      description: await description.boundingBox(),
      text: await heading.textContent(),
      about: await description.textContent(),
    };
    // Nothing of the app yet: its code is held.
    await expect(page.locator("aside[aria-label='Sidebar'], header button[aria-label='Open menu']")).toHaveCount(0);
    release();
    // The app's shell and page (its main has the skip link's target id; the early one has none).
    await expect(page.locator("main#main h1")).toBeVisible();
    await expect(page.locator("[data-first-paint]")).toHaveCount(0);
    expect(await heading.textContent()).toBe(early.text);
    // A description that the page's data changes (the network's count) keeps its place and height;
    // the title's block is as wide as the longer of the two lines.
    const same = (await description.textContent()) === early.about;
    const sized = (box: { width: number } | null) => (same ? box : { ...box, width: 0 });
    expect(sized(await heading.boundingBox())).toEqual(sized(early.heading));
    expect(sized(await description.boundingBox())).toEqual(sized(early.description));
  });
}

test("signed out, no page is drawn early: the loading screen, then sign-in", async ({ page }) => {
  await page.context().clearCookies();
  const release = await hold(page, /\/assets\/main-[\w-]+\.js$/);
  await page.goto("/companies", { waitUntil: "commit" });
  await expect(page.getByRole("status")).toHaveText("Loading...");
  await expect(page.getByRole("heading")).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("English text needs only the preloaded font file; an accented name fetches the Latin-1 one and draws in Inter", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop()!;
    if (name.endsWith(".woff2")) fonts.push(name.replace(/-[\w-]{8}\.woff2$/, ""));
  });
  await page.goto("/unauthorized");
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  // Settles once every font the page's text asked for has loaded.
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual(["inter-latin-basic-wght-400-700"]);
  const preloaded = await page.locator("link[rel=preload][as=font]").getAttribute("href");
  expect(preloaded).toMatch(/\/inter-latin-basic-wght-400-700-[\w-]{8}\.woff2$/);

  await page.evaluate(() => document.querySelector("h1, h2")!.append(" Zoë Łukasz"));
  await expect.poll(() => fonts).toEqual(["inter-latin-basic-wght-400-700", "inter-latin-wght-400-700", "inter-latin-ext-wght-400-700"]);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('600 16px "Inter Variable"', "Zoë Łukasz"))).toBe(true);
});
