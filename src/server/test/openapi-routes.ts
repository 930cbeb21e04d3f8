import type { TestContext } from "./harness";

export type DocumentedRoute = { method: string; path: string; concrete: (id: string) => string; public: boolean };

// Like the security catalog's: the e-mails' unsubscribe link works without a session (its signed token is the authority).
const publicPaths = [/^\/api\/v1\/setup$/, /^\/api\/v1\/public\//, /^\/api\/auth\//, /^\/api\/v1\/unsubscribe$/];

/** Every operation in /api/openapi.json, with a way to fill its path parameters. */
export async function documentedRoutes(ctx: TestContext): Promise<DocumentedRoute[]> {
  const doc = await (await ctx.app.request("/api/openapi.json")).json();
  return Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({
      method: method.toUpperCase(),
      path,
      concrete: (id: string) => path.replace(/\{[^}]+\}/g, id),
      public: publicPaths.some((p) => p.test(path)),
    })),
  );
}
