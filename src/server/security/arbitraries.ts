import fc from "fast-check";
import type { CatalogRoute, JsonSchema } from "./catalog";

// fast-check arbitraries drawn from a route's own schema (its OpenAPI JSON schema, generated
// from the zod schema the server validates with): mostly values of the right shape, some
// hostile ones, keys missing or extra, ids that exist nowhere or are not ids at all.

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    "",
    " ",
    "\u0000\u0007\u001b[31m",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "😀".repeat(300),
  ),
  fc.constantFrom(0, -1, 1.5, 2 ** 63, 1e308, -1e308, true, [], {}, [1, "a"]),
  // Unpaired UTF-16 surrogates: valid in a JS string, not encodable as UTF-8 text in PostgreSQL.
  fc.constantFrom("\ud800", "a\udfffb", "\udbff".repeat(3), "file\ud83d.pdf"),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

// Mostly real dates; sometimes the shape of a date that no calendar (or PostgreSQL) has.
const impossibleDates = ["2026-02-30", "2025-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "0000-01-01", "10000-01-01", "2026-1-1"];
const isoDate = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...impossibleDates) },
);

// Integers at and beyond the 32-bit column limit and JavaScript's safe-integer limit.
const edgeIntegers = [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53)];

function shaped(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => shaped(s, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== "null");
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case "integer":
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: Math.max(schema.minimum ?? -1e9, -1e9), max: Math.min(schema.maximum ?? 1e9, 1e9) }) },
          { weight: 1, arbitrary: fc.constantFrom(...edgeIntegers) },
        );
      case "number":
        return fc.double({ noNaN: true, min: schema.minimum ?? -1e12, max: schema.maximum ?? 1e12 });
      case "boolean":
        return fc.boolean();
      case "array":
        return fc.array(field(schema.items ?? {}, name), { maxLength: 6 });
      case "object":
        return body(schema);
      default:
        if (schema.format === "uuid") return fc.uuid();
        if (schema.format === "email" || /email/i.test(name)) return fc.emailAddress();
        if (schema.format === "date" || /date/i.test(name)) return isoDate;
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 120, 400) });
    }
  })();
  return types.includes("null") || schema.nullable ? fc.option(value, { nil: null }) : value;
}

/** One field: usually the right shape, sometimes anything at all. */
const field = (schema: JsonSchema, name: string) =>
  fc.oneof({ weight: 4, arbitrary: shaped(schema, name) }, { weight: 1, arbitrary: hostile });

/** A body: each documented key may be missing, well-formed or hostile; now and then an unknown key. */
function body(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([key, s]) => [key, field(s, key)]));
  return fc
    .tuple(fc.record(props, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ maxLength: 12 }), hostile, { maxKeys: 2 })))
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => encodeURIComponent(s) || "x") },
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.integer().map(String),
  fc.constantFrom("-1", "1e309", "true", "%00", "x".repeat(600), "2147483648", "9007199254740993", "\ud800"),
  fc.constantFrom(...impossibleDates),
);

// The validator takes every JSON media type, so the guards in front of it must too.
const jsonContentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "application/problem+json",
  "APPLICATION/JSON",
];

export type Request = { method: string; path: string; json?: unknown; contentType?: string };

/** Requests for one route: path ids, query parameters and (for JSON routes) a body from its schema. */
export function requestsFor(route: CatalogRoute): fc.Arbitrary<Request> {
  const ids = (route.path.match(/\{[^}]+\}/g) ?? []).map(() => pathId);
  const query = fc.dictionary(route.queryParams.length ? fc.constantFrom(...route.queryParams) : fc.constant("q"), queryValue, {
    maxKeys: 3,
  });
  return fc
    .tuple(
      fc.tuple(...ids),
      query,
      route.bodyType === "json" ? body(route.bodySchema) : fc.constant(undefined),
      fc.constantFrom(...jsonContentTypes),
    )
    .map(([idValues, q, json, contentType]) => {
      let i = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => idValues[i++] as string);
      const search = new URLSearchParams(q as Record<string, string>).toString();
      return { method: route.method, path: search ? `${path}?${search}` : path, json, contentType };
    });
}
