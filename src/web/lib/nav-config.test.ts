import { describe, expect, it } from "vitest";
import { navSections, type NavGroupItem } from "./nav-config";

describe("navigation shell (spec part 1)", () => {
  it("names the Portfolio group's links as the spec does", () => {
    const portfolio = navSections[0].items.find((i): i is NavGroupItem => i.type === "group" && i.id === "portfolio");
    const labels = Object.fromEntries(portfolio?.items.map((i) => [i.to, i.label]) ?? []);
    expect(labels["/portfoliocompanies"]).toBe("Portfolio Companies");
    expect(labels["/portfoliomanagement"]).toBe("Portfolio Management");
  });
});
