import type { QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ACTIVITY_ENTITY_TYPES } from "@shared/constants/activity";
import { queryKeys } from "@web/lib/query-keys";
import { keysFor } from "./invalidation";

const change = (entityType: string, action = "updated") => ({
  id: "1",
  entityType,
  entityId: "e1",
  parentType: "company",
  parentId: "c1",
  action,
  actorUserId: "u1",
});

describe("keysFor", () => {
  it.each(ACTIVITY_ENTITY_TYPES)("a %s change refreshes its feature's queries, not only the activity log", (type) => {
    const keys = keysFor(change(type));
    expect(keys).toContainEqual(["activity"]);
    expect(keys.length).toBeGreaterThan(1);
  });

  it("a sign-in refreshes only the activity log", () => {
    expect(keysFor({ ...change("member", "signed_in"), parentType: null, parentId: null })).toEqual([["activity"]]);
  });

  it("a note or an offer refreshes its own company's list, not every company's", () => {
    expect(keysFor(change("note"))).toContainEqual(["notes", "c1"]);
    expect(keysFor(change("equity_offer"))).toContainEqual(["companies", "offers", "c1"]);
  });

  it("a person or a meeting refreshes the network", () => {
    expect(keysFor(change("person"))).toContainEqual(["people"]);
    expect(keysFor(change("meeting"))).toContainEqual(["people"]);
  });

  it("an enrichment refresh refreshes that company's enrichment data", () => {
    expect(keysFor(change("enrichment"))).toContainEqual(["companies", "enrichment", "e1"]);
  });

  it("a finished deck analysis refreshes its company's analyses", () => {
    expect(keysFor(change("deck_analysis"))).toContainEqual(["companies", "deck-analyses", "c1"]);
  });
});

/** Every key the factories make, with `id` for every argument (ids, filters, search text alike). */
function keysTheFactoriesMake(id: string): QueryKey[] {
  const made: QueryKey[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) made.push(node);
    else if (typeof node === "function") made.push(node(...Array.from({ length: node.length }, () => id)));
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(queryKeys);
  return made;
}

const isPrefix = (prefix: QueryKey, of: QueryKey) => prefix.length <= of.length && prefix.every((part, i) => part === of[i]);

describe("every invalidated key reaches a query", () => {
  const made = keysTheFactoriesMake("x1");
  const events = ACTIVITY_ENTITY_TYPES.flatMap((type) =>
    ["company", "person", null].map((parentType) => ({ ...change(type), entityId: "x1", parentId: parentType ? "x1" : null, parentType })),
  );
  it.each(events.map((e) => [e.entityType, e.parentType, e] as const))("%s (parent %s)", (_type, _parent, e) => {
    for (const key of keysFor(e))
      expect(
        made.some((m) => isPrefix(key, m)),
        `${JSON.stringify(key)} is no query's key`,
      ).toBe(true);
  });

  it("the check itself fails for a key no factory makes", () => {
    expect(made.some((m) => isPrefix(["settings", "pocs"], m))).toBe(false);
  });
});
