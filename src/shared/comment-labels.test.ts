import { describe, expect, it } from "vitest";
import { addDays, ageLabel, dueDateLabel, earliestToday, localDate } from "./comment-labels";

const today = "2026-11-22"; // a Sunday

describe("due-date labels (part 1 §4)", () => {
  it("names today and tomorrow", () => {
    expect(dueDateLabel(today, today)).toEqual({ label: "Today", tone: "soon" });
    expect(dueDateLabel("2026-11-23", today)).toEqual({ label: "Tomorrow", tone: "soon" });
  });

  it("counts overdue days in red, singular and plural", () => {
    expect(dueDateLabel("2026-11-21", today)).toEqual({ label: "1 day overdue", tone: "overdue" });
    expect(dueDateLabel("2026-11-12", today)).toEqual({ label: "10 days overdue", tone: "overdue" });
    expect(dueDateLabel("2025-11-22", today).label).toBe("365 days overdue");
  });

  it("shows the weekday when fewer than 7 days ahead (amber), else month and day", () => {
    expect(dueDateLabel("2026-11-24", today)).toEqual({ label: "Tuesday", tone: "soon" });
    expect(dueDateLabel("2026-11-28", today)).toEqual({ label: "Saturday", tone: "soon" });
    expect(dueDateLabel("2026-11-29", today)).toEqual({ label: "Nov 29", tone: "later" });
    expect(dueDateLabel("2027-01-05", today)).toEqual({ label: "Jan 5", tone: "later" });
  });

  it("never calls a completed reminder overdue or due soon: it shows the date", () => {
    expect(dueDateLabel("2026-11-12", today, true)).toEqual({ label: "Nov 12", tone: "later" });
    expect(dueDateLabel(today, today, true)).toEqual({ label: "Nov 22", tone: "later" });
    expect(dueDateLabel("2025-10-01", today, true)).toEqual({ label: "Oct 1, 2025", tone: "later" });
  });

  it("crosses month and year ends by calendar days", () => {
    expect(dueDateLabel("2027-01-01", "2026-12-31").label).toBe("Tomorrow");
    expect(dueDateLabel("2026-02-28", "2026-03-01").label).toBe("1 day overdue");
  });
});

describe("comment age labels (part 1 §4, thresholds §9)", () => {
  const now = new Date(2026, 10, 22, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("uses the 60 s, 1 h, 1 day and 7 day thresholds", () => {
    expect(ageLabel(ago(0), now)).toBe("just now");
    expect(ageLabel(ago(59_000), now)).toBe("just now");
    expect(ageLabel(ago(60_000), now)).toBe("1 min ago");
    expect(ageLabel(ago(59 * 60_000), now)).toBe("59 mins ago");
    expect(ageLabel(ago(3_600_000), now)).toBe("1 hr ago");
    expect(ageLabel(ago(23 * 3_600_000), now)).toBe("23 hrs ago");
    expect(ageLabel(ago(86_400_000), now)).toBe("1 day ago");
    expect(ageLabel(ago(6 * 86_400_000), now)).toBe("6 days ago");
  });

  it("shows a short date after a week, with the year only when it differs", () => {
    expect(ageLabel(new Date(2026, 10, 10, 9), now)).toBe("Nov 10");
    expect(ageLabel(new Date(2025, 11, 31, 9), now)).toBe("Dec 31, 2025");
  });

  it("treats a clock slightly ahead as just now", () => {
    expect(ageLabel(new Date(now.getTime() + 5000), now)).toBe("just now");
  });
});

describe("calendar dates", () => {
  it("adds days and reads the local date", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("floors due dates at the date in UTC-12", () => {
    expect(earliestToday(new Date("2026-11-22T11:59:00Z"))).toBe("2026-11-21");
    expect(earliestToday(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22");
  });
});
