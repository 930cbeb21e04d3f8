import { describe, expect, it } from "vitest";
import type { SearchResult } from "@shared/schemas/search";
import { matchingCommands } from "../commands";
import { paletteSections } from "./palette-sections";

const result = (type: SearchResult["type"], id: string): SearchResult => ({
  type,
  id,
  title: id,
  subtitle: null,
  url: `/${id}`,
  highlight: null,
});

describe("the palette's groups", () => {
  it("groups results by type in the order of each type's best result, then the matching commands", () => {
    const results = [result("person", "p1"), result("company", "c1"), result("person", "p2"), result("note", "n1")];
    const sections = paletteSections("add", results, [], matchingCommands("add", true));
    expect(sections.map((s) => s.heading)).toEqual(["person", "company", "note", "Actions"]);
    expect(sections[0].entries.map((e) => e.value)).toEqual(["person:p1", "person:p2"]);
    expect(sections[3].entries.map((e) => e.command?.label)).toEqual(["Add Company", "Add Contact", "Add LP"]);
  });

  it("shows the recent records and every command when nothing is typed, and no results", () => {
    const sections = paletteSections("", [result("company", "stale")], [result("lp", "l1")], matchingCommands("", true));
    expect(sections.map((s) => s.heading)).toEqual(["Recent", "Actions", "Go to"]);
    expect(sections[0].entries.map((e) => e.value)).toEqual(["lp:l1"]);
    expect(sections[2].entries.map((e) => e.command?.label)).toContain("Go to Network Directory");
  });

  it("offers viewers no action that adds something, but still the view switch and the pages", () => {
    const labels = matchingCommands("", false).map((c) => c.label);
    expect(labels).not.toContain("Add Company");
    expect(labels).not.toContain("New Request");
    expect(labels).toContain("Switch pipeline to board view");
    expect(labels).toContain("Go to Settings");
    expect(matchingCommands("board view", true).map((c) => c.label)).toEqual(["Switch pipeline to board view"]);
  });
});
