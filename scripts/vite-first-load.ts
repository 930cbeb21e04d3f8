import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A page: the HTML the browser opens, and the modules whose chunks (with their static imports) it draws on arrival. */
export type FirstLoadPage = { html: string; modules?: RegExp[] };

/** A chunk and every chunk it imports statically, as file names. */
function closure(bundle: OutputBundle, start: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === "chunk") closure(bundle, next, into);
  }
  return into;
}

/** What an HTML file makes the browser fetch at once: scripts, module preloads, stylesheets, preloaded fonts. */
function referencedBy(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(tag[0])?.[1];
    if (tag[0].startsWith("<link") && !["stylesheet", "modulepreload", "preload"].includes(rel ?? "")) continue;
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag[0])?.[1];
    if (url) files.push(url);
  }
  return files;
}

/**
 * Writes `dist/first-load/<name>.json`: for each page, the built files (under dist/web) that a
 * browser fetches on a first visit, before any click: the HTML, what it references (boot.js, the
 * entry and its static imports, the stylesheet, the preloaded font) and the static closure of the
 * chunks the page draws on arrival (for a signed-in page: the app shell's and the route's).
 * scripts/first-load-bytes.js adds up their compressed sizes and checks them against budgets.
 */
export function firstLoadFiles(name: string, pages: Record<string, FirstLoadPage>): Plugin {
  let outDir = "";
  return {
    name: "fundline-first-load",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
      const byModule = (pattern: RegExp) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => pattern.test(id.replaceAll("\\", "/"))));
        if (!chunk) throw new Error(`firstLoadFiles: no chunk for ${pattern}`);
        return chunk;
      };
      const list: Record<string, string[]> = {};
      for (const [page, { html, modules = [] }] of Object.entries(pages)) {
        const files = new Set([html, ...referencedBy(readFileSync(join(outDir, html), "utf8"))]);
        for (const file of [...files]) if (bundle[file]?.type === "chunk") closure(bundle, bundle[file] as OutputChunk, files);
        for (const pattern of modules) closure(bundle, byModule(pattern), files);
        list[page] = [...files].sort();
      }
      const out = join(dirname(outDir), "first-load", `${name}.json`);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify(list, null, 2) + "\n");
    },
  };
}
