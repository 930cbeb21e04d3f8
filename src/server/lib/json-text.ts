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

export const jsonBytes = <T>(text: JsonText<T>): JsonBytes<T> => Buffer.from(text);

/**
 * Sends JSON text or its bytes as they are, typed as the JSON response of the route. Bytes come from
 * a response cache and are sent again: their compressed copies are kept with them (compress-json.ts).
 */
export const sendJsonText = <T>(c: Context, json: JsonText<T> | JsonBytes<T>) => {
  if (typeof json !== "string") markSentFromCache(c, json);
  return c.body(json as string, 200, { "content-type": "application/json" }) as unknown as Response & TypedResponse<T, 200, "json">;
};
