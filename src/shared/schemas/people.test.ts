import { describe, expect, it } from "vitest";
import { meetingCreateSchema } from "./people";

describe("meetingCreateSchema (spec part 2 §3 Meeting)", () => {
  it("says a blank date is required, not that it has the wrong shape", () => {
    const result = meetingCreateSchema.safeParse({ date: "", purpose: "Intro" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Date is required"]);
  });

  it("still explains a malformed date", () => {
    expect(meetingCreateSchema.safeParse({ date: "31/01/2026", purpose: "Intro" }).error?.issues[0].message).toBe(
      "Enter a real date like 2026-01-31",
    );
  });
});
