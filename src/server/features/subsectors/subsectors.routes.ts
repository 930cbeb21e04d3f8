import { subsectorCreateSchema, subsectorUpdateSchema } from "@shared/schemas/settings";
import { subsectors } from "../../db/schema";
import type { Deps } from "../../deps";
import { namedListRoutes, type NamedListConfig } from "../../lib/named-list";

export const subsectorsConfig: NamedListConfig = {
  table: subsectors,
  path: "/subsectors",
  what: "Subsector",
  entityType: "subsector",
  tag: "Subsectors",
  duplicateMessage: "A subsector with this name already exists",
  createSchema: subsectorCreateSchema,
  updateSchema: subsectorUpdateSchema,
};

export const subsectorsRoutes = (deps: Deps) => namedListRoutes(deps, subsectorsConfig);
