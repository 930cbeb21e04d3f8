import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Signed-in pages whose code public/boot.js fetches as soon as /api/v1/me says the visitor is signed in:
// every page of the sidebar, so a bookmark or a shared link to any of them loads as the pipeline does.
const landingPages: Record<string, RegExp> = {
  "/dashboard": /src\/web\/routes\/dashboard\.tsx$/,
  "/companies": /src\/web\/routes\/pipeline\.tsx$/,
  "/development": /src\/web\/routes\/development\.tsx$/,
  "/settings": /src\/web\/routes\/settings\.tsx$/,
  "/people": /src\/web\/routes\/network-directory\.tsx$/,
  "/networkcrm": /src\/web\/routes\/network-crm\.tsx$/,
  "/lps": /src\/web\/routes\/lps\.tsx$/,
  "/lpcrm": /src\/web\/routes\/lp-crm\.tsx$/,
  "/portfoliocompanies": /src\/web\/routes\/portfolio-companies\.tsx$/,
  "/portfoliostats": /src\/web\/routes\/portfolio-stats\.tsx$/,
  "/portfoliomanagement": /src\/web\/routes\/portfolio-management\.tsx$/,
  "/performance": /src\/web\/routes\/performance\.tsx$/,
};
const appShell = /src\/web\/app\/layout\/app-shell\.tsx$/;
const signIn = /src\/web\/routes\/sign-in\.tsx$/;

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

/**
 * Writes into index.html, as a meta tag, the chunks of the signed-in app shell, of each landing
 * page and of the sign-in page (without what the entry already loads). boot.js preloads the
 * shell's and the page's once it knows the visitor is signed in, or the sign-in page's if not,
 * so they download while the entry's code runs instead of after it.
 */
export function preloadSignedIn(): Plugin {
  return {
    name: "fundline-preload-signed-in",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        if (!ctx.path.endsWith("/index.html") || !ctx.bundle) return [];
        const bundle = ctx.bundle;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
        const byModule = (pattern: RegExp) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => pattern.test(id.replaceAll("\\", "/"))));
          if (!chunk) throw new Error(`preloadSignedIn: no chunk for ${pattern}`);
          return chunk;
        };
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith("index.html"));
        const loaded = entry ? closure(bundle, entry) : new Set<string>();
        const fresh = (files: Set<string>) => [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        const shell = fresh(closure(bundle, byModule(appShell)));
        const pages = Object.fromEntries(
          Object.entries(landingPages).map(([path, pattern]) => [
            path,
            fresh(closure(bundle, byModule(pattern))).filter((f) => !shell.includes(f)),
          ]),
        );
        const content = JSON.stringify({ shell, pages, signIn: fresh(closure(bundle, byModule(signIn))) });
        return [{ tag: "meta", attrs: { name: "fundline-preload", content }, injectTo: "head-prepend" }];
      },
    },
  };
}
