import { expect } from "vitest";

type Page = { items: { id: string }[]; nextCursor: string | null };
type Changes = { rename(id: string): Promise<unknown>; remove(id: string): Promise<unknown> };

/**
 * Pages a list two rows at a time while it changes under it, and returns each page's ids. After
 * the first page its last row is renamed (to sort before every row, where the order is by name):
 * a cursor that was only that row's id looked it up again and repeated rows. After the second page
 * its last row is deleted: an id cursor then found no row and the list ended there.
 */
export async function pagesWhileChanging(page: (cursor?: string) => Promise<Page>, changes: Changes) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const { items, nextCursor } = await page(cursor);
    pages.push(items.map((r) => r.id));
    const last = items[items.length - 1]?.id;
    if (pages.length === 1 && last) await changes.rename(last);
    if (pages.length === 2 && last) await changes.remove(last);
    cursor = nextCursor ?? undefined;
  } while (cursor && pages.length < 10);
  return pages;
}

/** A list's page reader for pagesWhileChanging: each answer must be a 200 (its body is the message when not). */
export const okPage = (get: (cursor?: string) => Promise<Response>) => async (cursor?: string) => {
  const res = await get(cursor);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};

/** The ids in pages of two, as the list shows them before any change. */
export const inPairs = (ids: string[]) => ids.flatMap((_, i) => (i % 2 ? [] : [ids.slice(i, i + 2)]));

const base64url = (text: string) => Buffer.from(text).toString("base64url");

/**
 * Cursors a list never gave are a 400 naming `cursor` (they used to be answered with a page); the bare
 * id of a row, what the lists gave before, still starts the page after that row.
 */
export async function expectCursorChecked(get: (cursor: string) => Promise<Response>, rowId: string, nextId: string) {
  for (const bad of ["50", "not base64 at all", base64url('["x","not-a-uuid"]'), base64url("{}")]) {
    const res = await get(bad);
    expect(res.status, bad).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("cursor");
  }
  // A forged key PostgreSQL cannot read (text has no NUL) is a 400 too, from errors.ts's net for data exceptions.
  expect((await get(base64url(JSON.stringify(["\u0000", rowId])))).status).toBe(400);
  const res = await get(rowId);
  expect(res.status).toBe(200);
  expect((await res.json()).items[0].id).toBe(nextId);
}
