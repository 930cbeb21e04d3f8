import { describe, expect, it } from "vitest";
import { reveal } from "./reveal-queue";

/** A list of `total` items drawn by the queue; records each slice it was given. */
function list(name: string, total: number, log: string[]) {
  let drawn = 0;
  const slices: number[] = [];
  const step = (count: number) => {
    const now = Math.min(total, drawn + count);
    slices.push(now - drawn);
    log.push(name);
    drawn = now;
    return drawn < total;
  };
  return { step, slices, drawn: () => drawn };
}

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

describe("reveal queue", () => {
  it("draws nothing in the caller's task, then every item, a slice per task", async () => {
    const log: string[] = [];
    const a = list("a", 500, log);
    reveal(a.step);
    expect(a.drawn()).toBe(0);
    await settle();
    expect(a.drawn()).toBe(500);
    expect(a.slices.length).toBeGreaterThan(1);
    expect(a.slices[0]).toBe(8);
    expect(Math.max(...a.slices)).toBeLessThanOrEqual(100);
  });

  it("finishes the list that asked first before starting the next", async () => {
    const log: string[] = [];
    const a = list("a", 150, log);
    const b = list("b", 150, log);
    reveal(a.step);
    reveal(b.step);
    await settle();
    expect(a.drawn()).toBe(150);
    expect(b.drawn()).toBe(150);
    expect(log.lastIndexOf("a")).toBeLessThan(log.indexOf("b"));
  });

  it("sizes slices by how long items take to draw", async () => {
    const slow = list("slow", 40, []);
    const busy = (count: number) => {
      const until = performance.now() + count * 2; // 2 ms an item
      while (performance.now() < until);
      return slow.step(count);
    };
    reveal(busy);
    await settle(500);
    expect(slow.drawn()).toBe(40);
    // Eight items first (the guess), then what 8 ms holds of 2 ms items: about four.
    expect(slow.slices[0]).toBe(8);
    expect(slow.slices.at(-2)).toBeLessThanOrEqual(6);
  });

  it("stops drawing a list taken out of the queue", async () => {
    const a = list("a", 10_000, []);
    const cancel = reveal(a.step);
    cancel();
    await settle();
    expect(a.drawn()).toBe(0);
  });
});
