import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "../test/harness";
import { epochText, isoFromEpoch } from "./epoch-time";
import { isoTime } from "./db-helpers";
import { timeKeyText } from "./keyset-cursor";

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(async () => ctx?.close());

// Whole seconds, microseconds, a fraction below a millisecond, just before a second, 1970 itself and
// times before it (whose fraction counts back from the next second), and a leap day.
const instants = [
  "2026-11-29 10:53:21.010123+00",
  "2026-11-29 10:53:21+00",
  "2026-01-01 00:00:00.000999+00",
  "2026-12-31 23:59:59.999999+00",
  "1970-01-01 00:00:00+00",
  "1969-12-31 23:59:59.75+00",
  "1901-03-04 05:06:07.000001+00",
  "2028-02-29 12:00:00.5+00",
];

describe("times written as epoch seconds", () => {
  it("turn into the same ISO text as to_char writes, to the millisecond and to the microsecond", async () => {
    for (const instant of instants) {
      const t = sql`${instant}::timestamptz`;
      const {
        rows: [row],
      } = await ctx.deps.db.execute<{ epoch: string; ms: string; us: string }>(
        sql`select ${epochText(t)} as epoch, ${isoTime(t)} as ms, ${timeKeyText(t)} as us`,
      );
      expect([instant, isoFromEpoch(row.epoch, 3)]).toEqual([instant, row.ms]);
      expect([instant, isoFromEpoch(row.epoch, 6)]).toEqual([instant, row.us]);
    }
  });
});
