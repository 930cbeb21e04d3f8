import { describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { classVocabulary } from "../../../scripts/class-vocabulary";
import { cn } from "./cn";

const regenerate = "a class of a new kind: run `node --import tsx scripts/class-groups.ts`";
const vocabulary = classVocabulary("src/web");
const variantOf = (name: string) =>
  name
    .replace(/^!/, "")
    .split(/:(?![^[]*\])/)
    .slice(0, -1)
    .join(":");

describe("cn merges as tailwind-merge's full config does", () => {
  it("for every pair of classes the web app writes under the same variant", () => {
    const byVariant = new Map<string, string[]>();
    for (const name of vocabulary) byVariant.set(variantOf(name), [...(byVariant.get(variantOf(name)) ?? []), name]);
    const differing: string[] = [];
    for (const names of byVariant.values())
      for (const first of names)
        for (const second of names) {
          const pair = `${first} ${second}`;
          if (first !== second && cn(pair) !== twMerge(pair)) differing.push(`${pair} → ${cn(pair)}, not ${twMerge(pair)}`);
        }
    expect(differing.slice(0, 10), regenerate).toEqual([]);
  });

  it("and really merges: a caller's size replaces the component's, other classes stay", () => {
    expect(cn("inline-flex size-8 text-xs", "size-5 text-[10px]")).toBe("inline-flex size-5 text-[10px]");
    expect(cn("px-3", "hover:px-2", false, ["p-0"])).toBe("hover:px-2 p-0");
  });

  it("reads a vocabulary that holds the classes of the shared components", () => {
    expect(vocabulary).toEqual(expect.arrayContaining(["inline-flex", "sm:max-w-md", "hover:bg-primary-hover", "size-8"]));
  });
});
