import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";

/** Serves the built React app; unknown paths get index.html so the client router decides. */
export function serveWeb(root: string) {
  const web = new Hono();
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath)) return web;
  const indexHtml = readFileSync(indexPath, "utf8");
  web.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  web.use("*", serveStatic({ root }));
  web.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return web;
}
