import type { Plugin } from "vite";

const intakePath = /^\/raise(?:-prevail)?\/?(?:\?.*)?$|^\/raise\/[^/?]+\/?(?:\?.*)?$/;

/** Dev server: /raise/{slug}, /raise and /raise-prevail show the intake entry, as the built server does (lib/serve-web.ts). */
export function intakePages(): Plugin {
  return {
    name: "fundline-intake-pages",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && intakePath.test(req.url)) req.url = "/raise.html";
        next();
      });
    },
  };
}
