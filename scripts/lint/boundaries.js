// ESLint rule "fundline/boundaries": who may import whom. Paths are resolved (aliases and
// relative paths alike), so `../../other-feature/api` is caught as well as `@web/features/x`.
//   - web features never import each other; server features never import each other
//   - src/shared imports neither side; the web never imports the server (nor the server the web)
//   - web features, components and lib never import src/web/app (the app assembles them, not the reverse)
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const aliases = { "@web/": "src/web/", "@shared/": "src/shared/" };

function resolve(source, file) {
  for (const [alias, dir] of Object.entries(aliases)) if (source.startsWith(alias)) return path.join(root, dir, source.slice(alias.length));
  if (source.startsWith(".")) return path.resolve(path.dirname(file), source);
  return null; // a package
}

/** "web" | "server" | "shared" | null, the feature folder when inside one, and the top folder of the side. */
export function place(absolute) {
  const rel = path.relative(root, absolute).split(path.sep);
  if (rel[0] !== "src" || !["web", "server", "shared"].includes(rel[1])) return { side: null, feature: null, top: null };
  return { side: rel[1], feature: rel[2] === "features" && rel.length > 4 ? rel[3] : null, top: rel.length > 3 ? rel[2] : null };
}

const assembledByApp = ["features", "components", "lib"];

export function violation(file, target) {
  const from = place(file);
  const to = place(target);
  if (from.side === "web" && to.side === "web" && to.top === "app" && assembledByApp.includes(from.top)) {
    return `src/web/${from.top} must not import src/web/app: move what both need to src/web/lib`;
  }
  if (!from.side || !to.side || from.side === to.side) {
    if (from.feature && to.feature && from.side === to.side && from.feature !== to.feature) {
      return `${from.side} feature "${from.feature}" must not import feature "${to.feature}": move what both need to ${from.side === "web" ? "src/web/lib or src/web/components" : "src/server/lib"}`;
    }
    return null;
  }
  if (from.side === "shared") return `src/shared must not import src/${to.side}: it runs on both sides`;
  if (to.side === "shared") return null;
  return `src/${from.side} must not import src/${to.side}: share it through src/shared`;
}

export const boundaries = {
  meta: { type: "problem", docs: { description: "Feature and runtime boundaries" }, schema: [] },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = resolve(node.source.value, context.filename);
      const message = target && violation(context.filename, target);
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries } };
