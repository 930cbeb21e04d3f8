import path from "node:path";
import { describe, expect, it } from "vitest";
import { violation } from "./boundaries.js";

const at = (p) => path.resolve(import.meta.dirname, "../..", p);
const check = (from, to) => violation(at(from), at(to));

describe("import boundaries", () => {
  it("refuses one web feature importing another", () => {
    expect(check("src/web/features/tickets/api.ts", "src/web/features/settings/api.ts")).toMatch(
      /feature "tickets" must not import feature "settings"/,
    );
  });
  it("refuses one server feature importing another", () => {
    expect(check("src/server/features/setup/setup.service.ts", "src/server/features/me/me.service.ts")).toMatch(/server feature "setup"/);
  });
  it("refuses shared importing either side, and web importing server", () => {
    expect(check("src/shared/format.ts", "src/web/lib/cn.ts")).toMatch(/src\/shared must not import src\/web/);
    expect(check("src/shared/format.ts", "src/server/lib/errors.ts")).toMatch(/src\/shared must not import src\/server/);
    expect(check("src/web/lib/session.ts", "src/server/lib/errors.ts")).toMatch(/src\/web must not import src\/server/);
  });
  it("allows a feature's own files, lib, components and shared", () => {
    expect(check("src/web/features/companies/pipeline/add-company/use-add-company.ts", "src/web/features/companies/api.ts")).toBeNull();
    expect(check("src/web/features/tickets/api.ts", "src/web/lib/reference-data.ts")).toBeNull();
    expect(check("src/server/features/setup/setup.service.ts", "src/server/lib/organizations.ts")).toBeNull();
    expect(check("src/web/routes/settings.tsx", "src/web/features/team/components/team-card.tsx")).toBeNull();
    expect(check("src/server/lib/errors.ts", "src/shared/schemas/common.ts")).toBeNull();
  });
  it("refuses features, components and lib importing the app, which assembles them", () => {
    expect(check("src/web/features/search/commands.ts", "src/web/app/layout/app-shell.tsx")).toMatch(
      /src\/web\/features must not import src\/web\/app/,
    );
    expect(check("src/web/components/ui/dialog.tsx", "src/web/app/router.tsx")).toMatch(/src\/web\/components must not import/);
    expect(check("src/web/lib/session.ts", "src/web/app/query-client.ts")).toMatch(/src\/web\/lib must not import/);
    expect(check("src/web/app/router.tsx", "src/web/lib/lazy-page.tsx")).toBeNull();
    expect(check("src/web/routes/settings.tsx", "src/web/app/query-client.ts")).toBeNull();
  });
});
