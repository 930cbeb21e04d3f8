import { describe, expect, it } from "vitest";
import { columnDictionary, customFieldColumn, exportEntities, normaliseHeader, suggestColumn } from "./columns";

describe("column dictionary", () => {
  it("gives every entity unique keys and headers, one identity column", () => {
    for (const entity of exportEntities) {
      const cols = columnDictionary[entity];
      expect(new Set(cols.map((c) => c.key)).size).toBe(cols.length);
      expect(new Set(cols.map((c) => normaliseHeader(c.header))).size).toBe(cols.length);
      expect(cols.filter((c) => c.identity)).toHaveLength(1);
    }
  });

  it("maps every exported header back to its own key (an export re-imports 100 % automatically)", () => {
    for (const entity of exportEntities) {
      for (const c of columnDictionary[entity]) expect(suggestColumn(entity, c.header)).toBe(c.key);
    }
  });

  it("ignores case, spaces and punctuation", () => {
    expect(normaliseHeader("  E-mail Address ")).toBe("emailaddress");
    expect(suggestColumn("people", "e-mail address")).toBe("email");
    expect(suggestColumn("companies", "COMPANY_NAME")).toBe("name");
    expect(suggestColumn("companies", "shut down date")).toBe("shutDownDate");
  });

  it("recognises CRM synonyms", () => {
    expect(suggestColumn("companies", "Organization Name")).toBe("name");
    expect(suggestColumn("companies", "Organisation")).toBe("name");
    expect(suggestColumn("companies", "Domain")).toBe("website");
    expect(suggestColumn("companies", "Status")).toBe("stage");
    expect(suggestColumn("companies", "Deal Owner")).toBe("pocs");
    expect(suggestColumn("companies", "Owner")).toBe("pocs");
    expect(suggestColumn("people", "Job Title")).toBe("title");
    expect(suggestColumn("people", "Owner")).toBe("poc");
    expect(suggestColumn("lps", "LP Name")).toBe("entityName");
    expect(suggestColumn("equityInvestments", "Amount")).toBe("investedAmount");
  });

  it("prefers an exact header over another column's synonym", () => {
    // "Name" is a synonym of the company name, and "Company" is the person's company column.
    expect(suggestColumn("people", "Company")).toBe("companyName");
    expect(suggestColumn("people", "Name")).toBe("name");
    expect(suggestColumn("people", "Stage")).toBe("stage");
  });

  it("suggests nothing for an unknown or empty header", () => {
    expect(suggestColumn("companies", "Favourite colour")).toBeNull();
    expect(suggestColumn("companies", " -- ")).toBeNull();
  });

  it("matches custom fields by their name", () => {
    const extra = [customFieldColumn({ key: "arr_band", name: "ARR band", type: "select", options: [{ label: "<1M" }] })];
    expect(suggestColumn("companies", "arr band", extra)).toBe("cf.arr_band");
    expect(extra[0]!.kind).toEqual({ type: "enum", values: ["<1M"], open: false });
  });
});
