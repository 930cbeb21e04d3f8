import { describe, expect, it } from "vitest";
import { withPrimaryPoc } from "./primary-poc";

const ann = { id: "a", name: "Ann" };
const bob = { id: "b", name: "Bob" };
const cy = { id: "c", name: "Cy" };
const all = [ann, bob, cy, { id: "d", name: "Di" }];

describe("inline POC edit", () => {
  it("replaces only the primary POC and keeps the others in order", () => {
    expect(withPrimaryPoc([ann, bob], "c", all)).toEqual([cy, bob]);
  });
  it("promotes a secondary POC to primary without listing it twice", () => {
    expect(withPrimaryPoc([ann, bob, cy], "c", all)).toEqual([cy, bob]);
  });
  it("No POC removes the primary one and keeps the others", () => {
    expect(withPrimaryPoc([ann, bob, cy], "", all)).toEqual([bob, cy]);
    expect(withPrimaryPoc([ann], "", all)).toEqual([]);
  });
  it("a company without POCs gets the chosen one", () => {
    expect(withPrimaryPoc([], "b", all)).toEqual([bob]);
  });
});
