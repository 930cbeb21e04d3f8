import type { Plugin } from "vite";

/**
 * Adds `<link rel="preload">` for the built font whose file name starts with `prefix`, so the
 * browser fetches it with the CSS instead of after layout (text then paints once, in Inter).
 */
export function preloadFont(prefix: string): Plugin {
  return {
    name: "fundline-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        // The signed-in app and the public intake page (its own build, vite.intake.config.ts).
        if (!ctx.path.endsWith("/index.html") && !ctx.path.endsWith("/raise.html")) return [];
        const file = Object.keys(ctx.bundle ?? {}).find((name) => name.split("/").pop()!.startsWith(prefix) && name.endsWith(".woff2"));
        if (!file) throw new Error(`preloadFont: no built font named ${prefix}*.woff2`);
        return [
          { tag: "link", attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" }, injectTo: "head" },
        ];
      },
    },
  };
}
