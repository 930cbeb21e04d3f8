import { describe, expect, it } from "vitest";
import { jsonArrayPieces, jsonObjectPieces, joinJson } from "./json-text";

describe("JSON pieces", () => {
  const card = (name: string) => ({ name, note: 'Série A — 🚀 "quoted"' });
  const value = { items: [card("Ångström"), card("Zoë")], total: 2, nextCursor: null };
  const pieces = (items: (string | Uint8Array)[]) =>
    jsonObjectPieces({ items: jsonArrayPieces(items), total: "2", nextCursor: JSON.stringify(null) });

  it("joins text pieces into the same JSON text", () => {
    const joined = joinJson(pieces(value.items.map((c) => JSON.stringify(c))));
    expect(typeof joined).toBe("string");
    expect(JSON.parse(joined as string)).toEqual(value);
  });

  it("joins text and UTF-8 bytes (characters of two, three and four bytes) into one buffer of the same JSON", () => {
    const joined = joinJson(pieces([Buffer.from(JSON.stringify(value.items[0])), JSON.stringify(value.items[1])]));
    expect(joined).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(Buffer.from(joined as Uint8Array).toString("utf8"))).toEqual(value);
    expect((joined as Uint8Array).byteLength).toBe(Buffer.byteLength(JSON.stringify(value)));
  });

  it("writes empty arrays and objects", () => {
    expect(joinJson(jsonObjectPieces({ columns: jsonArrayPieces([]) }))).toBe('{"columns":[]}');
    expect(joinJson(jsonObjectPieces({}))).toBe("{}");
  });
});
