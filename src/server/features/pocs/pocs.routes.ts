import { pocCreateSchema, pocUpdateSchema } from "@shared/schemas/settings";
import { pocs } from "../../db/schema";
import type { Deps } from "../../deps";
import { namedListRoutes, type NamedListConfig } from "../../lib/named-list";

export const pocsConfig: NamedListConfig = {
  table: pocs,
  path: "/pocs",
  what: "Point of contact",
  entityType: "poc",
  tag: "Points of contact",
  duplicateMessage: "A point of contact with this name already exists",
  createSchema: pocCreateSchema,
  updateSchema: pocUpdateSchema,
};

export const pocsRoutes = (deps: Deps) => namedListRoutes(deps, pocsConfig);
