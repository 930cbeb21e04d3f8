import type { Context, TypedResponse } from "hono";

/** JSON text that encodes a T: the type keeps a service and its route schema in step. */
export type JsonText<T> = string & { readonly encodes?: T };

/**
 * JSON text of an object whose values are already JSON text (rows built by PostgreSQL with
 * json_build_object, or JSON.stringify for small values). Lets a list endpoint send rows
 * without parsing them into objects and serialising them again.
 */
export const jsonObjectText = (fields: Record<string, string>) =>
  `{${Object.entries(fields).map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

/** A JSON array of JSON texts. */
export const jsonArrayText = (items: string[]) => `[${items.join(",")}]`;

/** Sends JSON text as it is, typed as the JSON response of the route. */
export const sendJsonText = <T>(c: Context, text: JsonText<T>) =>
  c.body(text, 200, { "content-type": "application/json" }) as unknown as Response & TypedResponse<T, 200, "json">;
