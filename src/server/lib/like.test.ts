import { describe, expect, it } from "vitest";
import { escapeLike, likeContains } from "./like";

describe("LIKE patterns from a user's text", () => {
  it("escape the wildcards and the escape character, so they match themselves", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(likeContains("a_b")).toBe("%a\\_b%");
    expect(likeContains("plain")).toBe("%plain%");
  });
});
