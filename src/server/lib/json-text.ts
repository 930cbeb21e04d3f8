import type { Context, TypedResponse } from "hono";
import { markSentFromCache } from "./compress-json";

/** JSON text that encodes a T: the type keeps a service and its route schema in step. */
export type JsonText<T> = string & { readonly encodes?: T };

/**
 * JSON text of an object whose values are already JSON text (rows built by PostgreSQL with
 * json_build_object, or JSON.stringify for small values). Lets a list endpoint send rows
 * without parsing them into objects and serialising them again.
 */
export const jsonObjectText = (fields: Record<string, string>) =>
  `{${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(",")}}`;

const needsEscape = /["\\\u0000-\u001f]/;
/** A string as JSON: most texts need no escaping, and skipping JSON.stringify for them saves a quarter of a list's serialisation. */
export const jsonString = (s: string | null) => (s === null ? "null" : needsEscape.test(s) ? JSON.stringify(s) : `"${s}"`);

/** A JSON array of JSON texts. */
export const jsonArrayText = (items: string[]) => `[${items.join(",")}]`;

/** JSON text already encoded as UTF-8: kept this way, a cached response is written without re-encoding. */
export type JsonBytes<T> = Uint8Array & { readonly encodes?: T };

/** What a service that assembles JSON returns: text, or bytes when it copied kept bytes in (joinJson). */
export type Json<T> = JsonText<T> | JsonBytes<T>;

export const jsonBytes = <T>(json: Json<T>): JsonBytes<T> => (typeof json === "string" ? Buffer.from(json) : json);

/**
 * A piece of JSON: text, UTF-8 bytes kept from earlier responses (pipeline card texts), or a list
 * of pieces. Joined once, at the end (joinJson): a board of kept cards is then copied into its
 * response once, instead of joined as strings twice and encoded again (a third of its CPU).
 */
export type JsonPiece = string | Uint8Array | readonly JsonPiece[];

/** A JSON array of pieces, as pieces. */
export const jsonArrayPieces = (items: readonly JsonPiece[]): JsonPiece[] => [
  "[",
  items.flatMap((item, i) => (i ? [",", item] : [item])),
  "]",
];

/** A JSON object whose values are pieces, as pieces. */
export const jsonObjectPieces = (fields: Record<string, JsonPiece>): JsonPiece[] => [
  "{",
  Object.entries(fields).flatMap(([key, value], i) => [`${i ? "," : ""}${JSON.stringify(key)}:`, value]),
  "}",
];

/** Pieces as JSON text, or as one buffer when any piece is bytes. */
export function joinJson<T>(piece: JsonPiece): Json<T> {
  const flat: (string | Uint8Array)[] = [];
  const walk = (p: JsonPiece) => {
    if (typeof p === "string" || p instanceof Uint8Array) flat.push(p);
    else for (const q of p) walk(q);
  };
  walk(piece);
  let most = 0;
  let bytes = false;
  for (const p of flat) {
    bytes ||= typeof p !== "string";
    most += typeof p === "string" ? p.length * 3 : p.byteLength; // UTF-8 takes at most 3 bytes per UTF-16 unit
  }
  if (!bytes) return flat.join("");
  const out = Buffer.allocUnsafe(most);
  let at = 0;
  for (const p of flat)
    if (typeof p === "string") at += out.write(p, at);
    else {
      out.set(p, at);
      at += p.byteLength;
    }
  return out.subarray(0, at);
}

/**
 * Sends JSON text or its bytes as they are, typed as the JSON response of the route. Bytes come from
 * a response cache and are sent again: their compressed copies are kept with them (compress-json.ts).
 */
export const sendJsonText = <T>(c: Context, json: JsonText<T> | JsonBytes<T>) => {
  if (typeof json !== "string") markSentFromCache(c, json);
  return c.body(json as string, 200, { "content-type": "application/json" }) as unknown as Response & TypedResponse<T, 200, "json">;
};
