import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

// Pages a visitor sees before signing in. What they load must stay small. (The public intake
// page is built on its own: vite.intake.config.ts.)
const publicStarts = [
  /src[\\/]web[\\/]main\.tsx$/,
  /src[\\/]web[\\/]routes[\\/](sign-in|forgot-password|update-password|invite|setup|not-found|unauthorized|route-error)\.tsx$/,
];

// UI kit, icons, data hooks and helpers (web and shared constants) that the signed-in pages share.
const sharedCode =
  /node_modules[\\/](@radix-ui|lucide-react|@floating-ui|react-remove-scroll|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|cmdk|class-variance-authority|@tanstack|tslib)[\\/]|src[\\/]web[\\/](components|lib)[\\/]|src[\\/]shared[\\/]/;

// The signed-in layout: everything it imports statically is needed on every signed-in first load.
const appShell = /src[\\/]web[\\/]app[\\/]layout[\\/]app-shell\.tsx$/;

// The signed-in pages the router loads; what they import statically is drawn on arrival.
const pageStarts = /src[\\/]web[\\/]routes[\\/][\w-]+\.tsx$/;

// Radix's layer code: focus trap, scroll lock, dismissing on an outside press. The company panel
// draws a dialog on arrival; other pages need it only once a dialog, menu or select opens.
const layers =
  /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|detect-node-es|tslib)[\\/]/;

// Shared, but pulls in a library (dnd-kit) that only the boards need.
const notShared = /src[\\/]web[\\/]components[\\/]board-dnd\.tsx$/;

// Top-level state that must exist once: a React context, a store, a mutable variable.
const keepsState =
  /createContext\(|^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*=\s*new\s+(?:Map|Set|WeakMap|WeakSet)\b|createStore\(/m;

// Form code: the form libraries and the shared schemas (zod). Pages that show no form on arrival should not load it.
const formLibraries = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]shared[\\/]schemas[\\/]/;

// Packages whose index re-exports everything: a page importing one icon "imports" all of them. Icons
// stay on the barrel because imported one by one they cost every first load ~0.3 % more bytes
// (decision 028); Radix primitives are imported per package (eslint.config.js).
const barrels = { "lucide-react": "lucide-react/dist/esm/lucide-react.mjs" };
const namedImport = (pkg: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, "g");
const reExport = /(?:import|export)\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']|export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** Name → module specifier, from a barrel's `import * as X from` / `export { default as X } from` lines. */
function barrelMap(code: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of code.matchAll(reExport)) {
    if (m[1]) map.set(m[1], m[2]);
    else
      for (const part of m[3].split(","))
        map.set(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
          m[4],
        );
  }
  return map;
}

/**
 * Left to itself the bundler splits the code shared by the signed-in pages into dozens of tiny
 * chunks; on a phone each is another round trip before a page can draw. This puts that code
 * in one "shared" chunk, except what the public pages import (found by walking their static
 * imports once the module graph is known; through a barrel only the names they take), so
 * sign-in loads none of it. The entry and its static imports are one chunk too ("web").
 */
export function signedInSharedChunk() {
  let publicModules = new Set<string>();
  let formModules = new Set<string>();
  let shellModules = new Set<string>();
  let arrivalModules = new Set<string>();
  const plugin: Plugin = {
    name: "fundline-signed-in-chunk",
    apply: "build",
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrelIds = new Map(
        Object.entries(barrels).flatMap(([pkg, file]) =>
          ids.filter((id) => id.endsWith(`node_modules/${file}`)).map((id) => [id, pkg] as const),
        ),
      );
      const maps = new Map<string, Map<string, string>>();

      /** The names a module takes from barrels, resolved to the modules that define them. */
      const throughBarrels = async (id: string) => {
        const found: string[] = [];
        if (id.includes("node_modules") || id.startsWith("\0")) return found;
        const source = readFileSync(id, "utf8");
        for (const [barrelId, pkg] of barrelIds) {
          if (!maps.has(barrelId)) maps.set(barrelId, barrelMap(readFileSync(barrelId, "utf8")));
          for (const m of source.matchAll(namedImport(pkg))) {
            for (const name of m[1].split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
              const spec = maps.get(barrelId)!.get(name);
              const resolved = spec ? await this.resolve(spec, barrelId) : null;
              if (resolved) found.push(resolved.id);
            }
          }
        }
        return found;
      };

      /** Every module the starts import statically (not their lazy pages). */
      const walk = async (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          const skip = new Set([...(info?.dynamicallyImportedIds ?? []), ...barrelIds.keys()]);
          stack.push(...(info?.importedIds ?? []).filter((imported) => !skip.has(imported)), ...(await throughBarrels(id)));
        }
        return seen;
      };

      /** Modules that import form code, directly or through their own static imports. */
      const importsForms = new Map<string, boolean>();
      const usesForms = (id: string): boolean => {
        const known = importsForms.get(id);
        if (known !== undefined) return known;
        importsForms.set(id, false); // an import cycle counts as no
        const found = (this.getModuleInfo(id)?.importedIds ?? []).some((next) => formLibraries.test(next) || usesForms(next));
        importsForms.set(id, found);
        return found;
      };
      formModules = new Set(ids.filter((id) => !formLibraries.test(id) && usesForms(id)));

      const starts = ids.filter((id) => publicStarts.some((start) => start.test(id)));
      publicModules = await walk(starts);
      shellModules = await walk(ids.filter((id) => appShell.test(id)));
      arrivalModules = await walk(ids.filter((id) => appShell.test(id) || (pageStarts.test(id) && !publicModules.has(id))));
    },
    generateBundle(_options, bundle) {
      // Inlined common chunks put a module into several files, each with its own copy of the
      // module's top-level values: fine for functions and constants, wrong for a React context or
      // a module-level variable, which would split in two.
      const files = new Map<string, number>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk") for (const id of chunk.moduleIds) files.set(id, (files.get(id) ?? 0) + 1);
      }
      for (const [id, count] of files) {
        if (count > 1 && !id.startsWith("\0") && keepsState.test(readFileSync(id, "utf8"))) {
          this.error(`${id} is copied into ${count} chunks but keeps module state; exclude it from experimentalInlineCommonChunks`);
        }
      }
    },
  };
  const candidate = (id: string) =>
    (sharedCode.test(id) || (shellModules.has(id) && !appShell.test(id))) && !notShared.test(id) && !formLibraries.test(id);
  const signedInOnly = (id: string) => candidate(id) && !publicModules.has(id) && !formModules.has(id);
  // Dependencies stay where they are (often in the entry); strictExecutionOrder keeps the order right.
  // Form code has chunks of its own, so a page without a form on screen (the dashboard, the
  // pipeline, the boards) draws without downloading and running zod and react-hook-form.
  const group = (name: string, test: (id: string) => boolean) => ({ name, test, minShareCount: 2, includeDependenciesRecursively: false });
  const groups = [
    // The entry and all it imports statically, in one file: on HTTP/1.1 a phone opens six
    // connections and every extra file waits a round trip for one.
    { name: "web", tags: ["$initial" as const], priority: 1 },
    // What only the signed-in pages share.
    group("layers", (id) => signedInOnly(id) && layers.test(id)),
    // What the signed-in pages draw on arrival.
    group("shared", (id) => signedInOnly(id) && arrivalModules.has(id)),
    // What they share only in parts opened later (dialogs, menus, selects): fetched on first use.
    group("shared-later", signedInOnly),
    group("forms", (id) => candidate(id) && !publicModules.has(id) && formModules.has(id)),
    // What the public pages share with them (a few icons, the banner): one chunk rather than a dozen.
    group("shared-public", (id) => candidate(id) && publicModules.has(id) && !formModules.has(id)),
    group("public-forms", (id) => candidate(id) && publicModules.has(id) && formModules.has(id)),
  ];
  return { plugin, groups };
}
