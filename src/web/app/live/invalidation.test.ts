import { describe, expect, it } from "vitest";
import { ACTIVITY_ENTITY_TYPES } from "@shared/constants/activity";
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
