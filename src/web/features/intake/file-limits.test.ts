import { describe, expect, it } from "vitest";
import { addWithinLimits } from "./file-limits";

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("addWithinLimits", () => {
  it("adds up to five files and names the ones left out", () => {
    const { added, message } = addWithinLimits(
      [file("a.pdf"), file("b.pdf"), file("c.pdf")],
      ["d", "e", "f", "g"].map((n) => file(`${n}.pdf`)),
    );
    expect(added.map((f) => f.name)).toEqual(["d.pdf", "e.pdf"]);
    expect(message).toBe("Left out f.pdf and g.pdf: at most 5 files.");
  });

  it("leaves out a file over 10MB and adds the rest", () => {
    const { added, message } = addWithinLimits([], [file("huge.pdf", 10 * MB + 1), file("ok.pdf")]);
    expect(added.map((f) => f.name)).toEqual(["ok.pdf"]);
    expect(message).toBe("Left out huge.pdf: larger than 10MB.");
  });

  it("keeps the files together within 25MB, and names every reason", () => {
    const big = (n: string) => file(n, 9 * MB);
    const { added, message } = addWithinLimits([], [big("1.pdf"), big("2.pdf"), big("3.pdf"), file("4.pdf"), file("x.pdf", 11 * MB)]);
    expect(added.map((f) => f.name)).toEqual(["1.pdf", "2.pdf", "4.pdf"]);
    expect(message).toBe("Left out x.pdf: larger than 10MB. Left out 3.pdf: at most 25MB together.");
  });

  it("says nothing when everything fits", () => {
    expect(addWithinLimits([], [file("a.pdf")])).toEqual({ added: [expect.any(File)], message: undefined });
  });
});
