import { describe, expect, it } from "vitest";
import { samplePdf } from "./demo-pdf";

describe("sample PDFs", () => {
  it("keep accented names readable (accents dropped, not the letter) and escape PDF string delimiters", () => {
    const text = Buffer.from(samplePdf("Team", ["Tomás Herrera (CTO)", "Zoë Łukasz"])).toString("latin1");
    expect(text).toContain("(Tomas Herrera \\(CTO\\)) Tj");
    expect(text).toContain("(Zoe -ukasz) Tj");
  });
});
