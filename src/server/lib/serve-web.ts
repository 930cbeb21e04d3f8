import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Hono, type Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { preferredEncoding, type ContentCoding } from "./accept-encoding";
import { compressBytes } from "./compress-json";

type Asset = { type: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

const suffix: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

/** Every built file with its precompressed copies (written by scripts/compress-web.js), read once. */
function loadAssets(root: string) {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith(".br") && !name.endsWith(".gz")) {
        const identity = readFileSync(path);
        const copy = (coding: ContentCoding) => (existsSync(path + suffix[coding]) ? readFileSync(path + suffix[coding]) : undefined);
        const url = "/" + relative(root, path).split(sep).join("/");
        const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
        assets.set(url, {
          type: getMimeType(path) ?? "application/octet-stream",
          etag: hash,
          identity,
          br: copy("br"),
          gzip: copy("gzip"),
        });
      }
    }
  };
  walk(root);
  return assets;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");

function send(c: Context, asset: Asset, cacheControl: string) {
  const coding = preferredEncoding(
    c.req.header("accept-encoding"),
    (["br", "gzip"] as const).filter((k) => asset[k]),
  );
  const body = coding ? asset[coding]! : asset.identity;
  // One strong ETag per representation: the same file in Brotli and gzip are different bytes.
  const etag = `"${asset.etag}${coding ? `-${coding}` : ""}"`;
  const headers: Record<string, string> = { "Content-Type": asset.type, ETag: etag, "Cache-Control": cacheControl };
  if (asset.br || asset.gzip) headers["Vary"] = "Accept-Encoding";
  if (coding) headers["Content-Encoding"] = coding;
  if (matches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
  headers["Content-Length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/** index.html around its loading screen (between its markers), which a page's early markup replaces. */
function splitAtLoadingScreen(index: Asset) {
  const [before, after] = index.identity.toString("utf8").split(/<!--loading-->[\s\S]*<!--\/loading-->/);
  return after === undefined ? undefined : { before, after };
}

/**
 * index.html with a signed-in page's early markup (first-paint.ts) instead of the loading screen.
 * It names the organisation: private to the session, never stored by a shared cache. Compressed
 * per request at the JSON responses' levels (a page of a few kilobytes, as they are).
 * `data-session` on <html> tells boot.js that the session was valid: only then does it ask for
 * the page's data before the app's code arrives (signed out, those requests would answer 401).
 */
async function sendWithFirstPaint(c: Context, index: Asset, around: { before: string; after: string }, markup: string) {
  const html = Buffer.from(around.before.replace(/<html\b/i, "<html data-session") + markup + around.after);
  const coding = preferredEncoding(c.req.header("accept-encoding"));
  const body = coding ? await compressBytes(html, coding) : html;
  const headers: Record<string, string> = {
    "Content-Type": index.type,
    "Cache-Control": "private, no-cache",
    Vary: "Accept-Encoding, Cookie",
    "Content-Length": String(body.length),
  };
  if (coding) headers["Content-Encoding"] = coding;
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

/** The public intake pages (/raise/{slug}, /raise, /raise-prevail): their own small entry, not the signed-in app. */
const intakePath = /^\/raise(?:-prevail)?\/?$|^\/raise\/[^/]+\/?$/;

/** Serves the built React app; unknown paths get index.html so the client router decides. */
export function serveWeb(root: string, options: { firstPaint?: (c: Context) => Promise<string | undefined> } = {}) {
  const web = new Hono();
  if (!existsSync(join(root, "index.html"))) return web;
  const assets = loadAssets(root);
  const index = assets.get("/index.html")!;
  const intake = assets.get("/raise.html");
  const around = splitAtLoadingScreen(index);
  // Asked only when index.html has a loading screen to replace.
  const firstPaint = around && options.firstPaint;
  web.on(["GET", "HEAD"], "*", async (c) => {
    const asset = assets.get(c.req.path);
    if (asset && c.req.path !== "/index.html") {
      // File names under /assets carry a content hash, so they never change.
      return send(c, asset, c.req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    }
    if (c.req.path.startsWith("/assets/")) return c.notFound();
    if (intake && intakePath.test(c.req.path)) return send(c, intake, "no-cache");
    // Without the early markup (no session, another page, or the database failing) the page
    // still works: the app asks for the session itself, and shows its errors.
    const markup = firstPaint && (await firstPaint(c).catch(() => undefined));
    return around && markup ? sendWithFirstPaint(c, index, around, markup) : send(c, index, "no-cache");
  });
  return web;
}
