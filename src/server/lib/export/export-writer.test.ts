import { describe, expect, it } from "vitest";
import type { ColumnDef } from "@shared/import-export/columns";
import { cellValue, neutralise } from "./export-writer";

describe("formula neutralising", () => {
  it("puts an apostrophe before a cell a spreadsheet would run as a formula", () => {
    for (const s of ["=1+2", "+1", "-2", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")']) expect(neutralise(s)).toBe(`'${s}`);
  });
  it("leaves ordinary text alone", () => {
    for (const s of ["Acme", "a=b", "1-2", " =x", "", "'quoted"]) expect(neutralise(s)).toBe(s);
  });
});

describe("cell values", () => {
  const col = (key: string): ColumnDef => ({ key, header: key, kind: { type: "text" }, synonyms: [] });
  it("joins lists, writes booleans as Yes/No, keeps numbers as numbers and neutralises text and list cells", () => {
    const r = { list: ["Ann", "Bo"], evil: ["-x", "y"], yes: true, no: false, money: 1500000, text: "+1 555", none: null };
    expect(cellValue(col("list"), r)).toBe("Ann; Bo");
    expect(cellValue(col("evil"), r)).toBe("'-x; y");
    expect(cellValue(col("yes"), r)).toBe("Yes");
    expect(cellValue(col("no"), r)).toBe("No");
    expect(cellValue(col("money"), r)).toBe(1500000);
    expect(cellValue(col("text"), r)).toBe("'+1 555");
    expect(cellValue(col("none"), r)).toBeNull();
    expect(cellValue(col("missing"), r)).toBeNull();
    expect(cellValue(col("list"), { list: [] })).toBeNull();
  });
});
