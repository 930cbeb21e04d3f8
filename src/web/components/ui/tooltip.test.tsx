import { describe, expect, it } from "vitest";
import { place } from "./tooltip";

const viewport = { width: 1000, height: 800 };
const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const bubble = { width: 80, height: 24 };

describe("tooltip placement", () => {
  it("centres above the trigger, 6 px away", () => {
    expect(place(rect(460, 400, 80, 32), bubble, "top", viewport)).toEqual({ left: 460, top: 400 - 6 - 24 });
  });

  it("goes below a trigger at the top of the window", () => {
    expect(place(rect(460, 4, 80, 32), bubble, "top", viewport).top).toBe(4 + 32 + 6);
  });

  it("stays 8 px inside the window's left and right edges", () => {
    expect(place(rect(0, 400, 20, 20), bubble, "top", viewport).left).toBe(8);
    expect(place(rect(990, 400, 10, 20), bubble, "top", viewport).left).toBe(1000 - 80 - 8);
  });

  it("sits to the right, centred on the trigger's height, and flips left when there is no room", () => {
    expect(place(rect(10, 100, 40, 40), bubble, "right", viewport)).toEqual({ left: 56, top: 108 });
    expect(place(rect(940, 100, 40, 40), bubble, "right", viewport).left).toBe(940 - 6 - 80);
  });
});
