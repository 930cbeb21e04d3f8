import { expect, test, type Page } from "@playwright/test";
import { checkA11y } from "./support/a11y";
import { dragWithFinger, dragWithMouse } from "./support/drag";
import { e2eAccounts } from "./support/ports";

const { owner } = e2eAccounts;
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.beforeEach(async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email: owner.email, password: owner.password } });
  expect(res.ok()).toBe(true);
});

// Other specs share this server: remove what this spec created.
const boards: string[] = [];
const lps: string[] = [];
test.afterEach(async ({ page }) => {
  for (const id of boards.splice(0)) await page.request.delete(`/api/v1/lp-boards/${id}`);
  for (const id of lps.splice(0)) await page.request.delete(`/api/v1/lps/${id}`);
});

const panel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const savedRow = async (page: Page, id: string) => (await page.request.get(`/api/v1/lp-crm-rows/${id}`)).json();

test("LP CRM: create a board, add a row, drag it to Stage B, edit its commitment, delete it", async ({ page }) => {
  const boardName = unique("Fund III raise");
  const lead = unique("Northwind Family Office");
  await page.goto("/lpcrm");
  await expect(page.getByRole("heading", { level: 1, name: "LP CRM Board" })).toBeVisible();
  await expect(page.getByText("No board selected")).toBeVisible();

  await page.getByLabel("New board").fill(boardName);
  await page.getByRole("button", { name: "Create Board" }).click();
  await expect(page).toHaveURL(/\/lpcrm\/[0-9a-f-]{36}$/);
  const boardId = page.url().split("/").pop() ?? "";
  boards.push(boardId);
  await expect(page.getByLabel("Board Name")).toHaveValue(boardName);
  for (const stage of ["Stage A", "Stage B", "Stage C"]) await expect(panel(page, stage)).toBeVisible();

  await page.getByRole("button", { name: "Add New Row" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Row" });
  await dialog.getByLabel("Lead").fill(lead);
  await dialog.getByLabel("Commitment").fill("1500000");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const row = panel(page, "Stage A").getByRole("row", { name: new RegExp(lead) });
  await expect(row).toBeVisible();
  await expect(panel(page, "Stage A").getByTestId("subboard-total")).toHaveText("$1,500,000");
  const rowId = (await row.getAttribute("data-row-id")) ?? "";
  const [stageA, stageB] = (await (await page.request.get(`/api/v1/lp-boards/${boardId}`)).json()).subboards;

  // Drag by the grip to Stage B: shown at once and saved.
  await dragWithMouse(page, row.getByRole("button", { name: `Move ${lead}` }), panel(page, "Stage B").locator("header"));
  await expect(panel(page, "Stage B").getByRole("row", { name: new RegExp(lead) })).toBeVisible();
  await expect(panel(page, "Stage A").getByTestId("subboard-total")).toHaveText("$0");
  await expect.poll(async () => (await savedRow(page, rowId)).subboardId).toBe(stageB.id);
  expect(stageA.id).not.toBe(stageB.id);

  // Double-click the commitment to edit it; Enter saves and the total follows.
  const moved = panel(page, "Stage B").getByRole("row", { name: new RegExp(lead) });
  await moved.getByRole("cell", { name: "$1,500,000" }).dblclick();
  const editor = page.getByLabel(`Commitment of ${lead}`);
  await editor.fill("2,250,000");
  await editor.press("Enter");
  await expect(panel(page, "Stage B").getByTestId("subboard-total")).toHaveText("$2,250,000");
  await expect.poll(async () => (await savedRow(page, rowId)).commitmentUsd).toBe(2_250_000);

  // Right-click asks before deleting.
  await moved.getByRole("cell", { name: lead, exact: true }).click({ button: "right" });
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Do you want to delete this row?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(panel(page, "Stage B").getByRole("row", { name: new RegExp(lead) })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(`/api/v1/lp-crm-rows/${rowId}`)).status()).toBe(404);
});

const totalText = (page: Page) => page.getByTestId("lp-total");
const dollars = (text: string | null) => Number((text ?? "").replace(/[$,]/g, ""));

test("Limited Partners: add an LP, see the fund total change, edit it and delete it", async ({ page }) => {
  const name = unique("Zephyr Pension");
  await page.goto("/lps");
  await expect(page.getByRole("heading", { level: 1, name: "Limited Partners" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Fund I", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Loading LP data...")).toBeHidden();
  const before = dollars(await totalText(page).textContent());

  await page.getByRole("button", { name: "Add LP" }).first().click();
  const add = page.getByRole("dialog", { name: "Add Limited Partner" });
  await add.getByLabel("Entity Name").fill(name);
  await add.getByLabel("Contact Email").fill("ir@zephyr.example");
  await add.getByLabel("Contact Phone").fill("14155550101");
  const amount = add.getByLabel("Commitment Amount");
  await amount.pressSequentially("1250000");
  await expect(amount).toHaveValue("1,250,000");
  await add.getByRole("button", { name: "Add LP" }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("$1,250,000");
  await expect(row).toContainText("+1 (415) 555-0101"); // formatted like contacts' phones
  await expect(totalText(page)).toHaveText(`$${(before + 1_250_000).toLocaleString("en-US")}`);
  const list = await (await page.request.get(`/api/v1/lps?q=${encodeURIComponent(name)}`)).json();
  lps.push(list.items[0].id);

  await row.getByRole("button", { name }).click();
  const detail = page.getByRole("dialog", { name });
  await expect(detail).toContainText("ir@zephyr.example");
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Limited Partner" });
  await edit.getByLabel("Commitment Amount").fill("2,000,000");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("$2,000,000");
  await expect(totalText(page)).toHaveText(`$${(before + 2_000_000).toLocaleString("en-US")}`);

  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name })
    .click();
  await page.getByRole("dialog", { name }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete Limited Partner" }).getByRole("button", { name: "Confirm Delete" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await expect(totalText(page)).toHaveText(`$${before.toLocaleString("en-US")}`);
});

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the LP pages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const board = await (await page.request.post("/api/v1/lp-boards", { data: { name: unique("Axe board") } })).json();
    boards.push(board.id);
    await page.request.post("/api/v1/lp-crm-rows", {
      data: { subboardId: board.subboards[0].id, lead: "Axe Capital", commitmentUsd: 500_000, lpEmail: "axe@example.com" },
    });
    await page.goto("/lps");
    await expect(page.getByText("Loading LP data...")).toBeHidden();
    await checkA11y(page);
    await page.screenshot({ path: `test-results/lps-${width}.png`, fullPage: true });
    await page.goto(`/lpcrm/${board.id}`);
    await expect(panel(page, "Stage A").getByRole("row", { name: /Axe Capital/ })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: `test-results/lpcrm-${width}.png`, fullPage: true });
  });
}

test("LP CRM: a row moved with the keyboard alone (Space lifts, arrow down changes subboard, Space drops)", async ({ page }) => {
  const board = await (await page.request.post("/api/v1/lp-boards", { data: { name: unique("Keyboard board") } })).json();
  boards.push(board.id);
  const lead = unique("Keyboard Capital");
  const row = await (await page.request.post("/api/v1/lp-crm-rows", { data: { subboardId: board.subboards[0].id, lead } })).json();
  await page.goto(`/lpcrm/${board.id}`);
  const handle = panel(page, "Stage A").getByRole("button", { name: `Move ${lead}` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: `${lead} is over Stage A.` })).toBeAttached();
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("status").filter({ hasText: `${lead} is over Stage B.` })).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
  await expect(panel(page, "Stage B").getByRole("row", { name: new RegExp(lead) })).toBeVisible();
  await expect.poll(async () => (await savedRow(page, row.id)).subboardId).toBe(board.subboards[1].id);
});

test.describe("LP CRM on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a row dragged with a finger moves to Stage B, and a reload shows it there", async ({ page }) => {
    const board = await (await page.request.post("/api/v1/lp-boards", { data: { name: unique("Finger board") } })).json();
    boards.push(board.id);
    const lead = unique("Finger Capital");
    const row = await (await page.request.post("/api/v1/lp-crm-rows", { data: { subboardId: board.subboards[0].id, lead } })).json();
    await page.goto(`/lpcrm/${board.id}`);
    const source = panel(page, "Stage A").getByRole("row", { name: new RegExp(lead) });
    await expect(source).toBeVisible();
    // Both the row and Stage B's header on screen: a finger can only touch what is shown.
    await panel(page, "Stage A").evaluate((el) => el.scrollIntoView({ block: "start" }));
    const target = await panel(page, "Stage B").locator("header").boundingBox();
    if (!target || target.y + target.height > 844) throw new Error("Stage B's header is not on screen");
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes(`/api/v1/lp-crm-rows/${row.id}`));
    await dragWithFinger(page, source.getByRole("button", { name: `Move ${lead}` }), {
      x: target.x + target.width / 2,
      y: target.y + target.height / 2,
    });
    expect((await saved).status()).toBe(200);
    await expect(panel(page, "Stage B").getByRole("row", { name: new RegExp(lead) })).toBeVisible();
    await page.reload();
    await expect(panel(page, "Stage B").getByRole("row", { name: new RegExp(lead) })).toBeVisible();
    await expect(panel(page, "Stage A").getByRole("row", { name: new RegExp(lead) })).toHaveCount(0);
    expect((await savedRow(page, row.id)).subboardId).toBe(board.subboards[1].id);
  });
});

test("LP CRM: Search by lead asks the server and shows only the matching rows", async ({ page }) => {
  const board = await (await page.request.post("/api/v1/lp-boards", { data: { name: unique("Search board") } })).json();
  boards.push(board.id);
  const [stageA, stageB] = board.subboards;
  for (const [subboardId, lead, commitmentUsd] of [
    [stageA.id, "Cedar Endowment", 1_000_000],
    [stageB.id, "Cedar Family Office", 2_000_000],
    [stageA.id, "Birch Pension", 4_000_000],
  ] as const)
    expect((await page.request.post("/api/v1/lp-crm-rows", { data: { subboardId, lead, commitmentUsd } })).status()).toBe(201);
  await page.goto(`/lpcrm/${board.id}`);
  await expect(page.getByText("3 leads · $7,000,000 in commitments")).toBeVisible();
  await page.getByRole("button", { name: "Search by lead" }).click();
  const searched = page.waitForResponse((r) => r.url().includes("/api/v1/lp-crm-rows?") && r.url().includes("q=cedar"));
  await page.getByRole("textbox", { name: "Search by lead" }).fill("cedar");
  expect((await searched).status()).toBe(200);
  await expect(page.getByText("2 leads · $3,000,000 in commitments")).toBeVisible();
  await expect(panel(page, "Stage A").getByRole("row", { name: /Birch Pension/ })).toHaveCount(0);
  await expect(panel(page, "Stage A").getByRole("row", { name: /Cedar Endowment/ })).toBeVisible();
  await expect(panel(page, "Stage B").getByRole("row", { name: /Cedar Family Office/ })).toBeVisible();
  // No match says so, instead of inviting a drag.
  await page.getByRole("textbox", { name: "Search by lead" }).fill("zzz-no-such-lead");
  await expect(page.getByText("No leads match “zzz-no-such-lead”.")).toBeVisible();
  await expect(panel(page, "Stage A").getByText("No rows match your search.")).toBeVisible();
  await expect(page.getByText("No rows yet. Drag a row here or add one.")).toHaveCount(0);
  await page.getByRole("button", { name: "Search by lead" }).click();
  await expect(page.getByText("3 leads · $7,000,000 in commitments")).toBeVisible();
});

test("Limited Partners: a fund with no LPs offers one Add LP", async ({ page }) => {
  const res = await page.request.post("/api/v1/funds", { data: { name: unique("Empty Fund") } });
  expect(res.status()).toBe(201);
  const fund = (await res.json()) as { id: string; name: string };
  try {
    await page.goto("/lps");
    await page.getByRole("tab", { name: fund.name }).click();
    await expect(page.getByText("No limited partners found for this fund. Click Add LP to add one.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add LP" })).toHaveCount(1);
  } finally {
    expect((await page.request.delete(`/api/v1/funds/${fund.id}`)).status()).toBe(204);
  }
});

// Where the pointer is while dragging, and what the board shows for it.
const dragState = (page: Page, y: number) =>
  page.evaluate((py) => {
    const sections = [...document.querySelectorAll<HTMLElement>("section[aria-label]")];
    const under = sections.find((s) => {
      const r = s.getBoundingClientRect();
      return py >= r.top && py <= r.bottom;
    });
    const preview = document.querySelector("[data-testid=drag-preview]")?.getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      under: under?.getAttribute("aria-label") ?? null,
      over: sections.find((s) => s.hasAttribute("data-drop-over"))?.getAttribute("aria-label") ?? null,
      preview: preview ? { top: preview.top, bottom: preview.bottom, left: preview.left, right: preview.right } : null,
    };
  }, y);

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`LP CRM at ${width} px: the page scrolls only at the very edges while dragging, the drop lands where highlighted, and the preview looks like the row and stays on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const board = await (await page.request.post("/api/v1/lp-boards", { data: { name: unique("Scroll board") } })).json();
    boards.push(board.id);
    const lead = unique("Edge Capital");
    const rows = await Promise.all(
      board.subboards.flatMap((s: { id: string; name: string }, i: number) =>
        Array.from({ length: 8 }, (_, j) =>
          page.request.post("/api/v1/lp-crm-rows", {
            data:
              i === 0 && j === 0 ? { subboardId: s.id, lead, commitmentUsd: 1_250_000 } : { subboardId: s.id, lead: `${s.name} lead ${j}` },
          }),
        ),
      ),
    );
    const moved = await rows[0].json();
    await page.goto(`/lpcrm/${board.id}`);
    const grip = panel(page, "Stage A").getByRole("button", { name: `Move ${lead}` });
    await expect(grip).toBeVisible();
    const box = (await grip.boundingBox())!;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(x + 10, box.y + box.height / 2 + 10, { steps: 3 });

    // 110 px above the bottom edge (inside the old auto-scroll band): the page holds still, so the
    // subboard under the pointer stays the highlighted one.
    await page.mouse.move(x + 10, height - 110, { steps: 8 });
    await page.waitForTimeout(700);
    const still = await dragState(page, height - 110);
    expect(still.scrollY).toBe(0);
    expect(still.over ?? still.under).toBe(still.under);

    // The preview is the row: its grip, lead and commitment, on screen.
    const preview = page.getByTestId("drag-preview");
    await expect(preview).toContainText(lead);
    await expect(preview).toContainText("$1,250,000");
    await page.screenshot({ path: `test-results/lp-crm-drag-${width}.png` });

    // At the very edge it scrolls; the preview stays on screen.
    await page.mouse.move(x + 10, height - 6, { steps: 4 });
    await expect.poll(async () => (await dragState(page, height - 6)).scrollY).toBeGreaterThan(200);
    // Scrolled until another subboard lies in the middle of the screen.
    await expect.poll(async () => (await dragState(page, height / 2)).under).toMatch(/^Stage [BC]$/);
    const atEdge = await dragState(page, height - 6);
    expect(atEdge.preview!.bottom).toBeLessThanOrEqual(height);
    expect(atEdge.preview!.top).toBeGreaterThanOrEqual(0);
    expect(atEdge.preview!.right).toBeLessThanOrEqual(width);

    // Back in the middle, it stops; the drop lands in the highlighted subboard.
    await page.mouse.move(x + 10, height / 2, { steps: 6 });
    await page.waitForTimeout(300);
    const before = await dragState(page, height / 2);
    await page.waitForTimeout(300);
    const settled = await dragState(page, height / 2);
    expect(settled.scrollY).toBe(before.scrollY);
    expect(settled.over).not.toBeNull();
    expect(settled.over).toBe(settled.under);
    await page.mouse.up();
    const target = board.subboards.find((s: { name: string }) => s.name === settled.over);
    await expect.poll(async () => (await savedRow(page, moved.id)).subboardId).toBe(target.id);
    await expect(panel(page, settled.over!).getByRole("row", { name: new RegExp(lead) })).toBeVisible();
  });
}
