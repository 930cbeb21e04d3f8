import {
  equityInvestmentCreateSchema,
  equityInvestmentSchema,
  equityInvestmentUpdateSchema,
  investmentParams,
} from "@shared/schemas/equity-investments";
import type { Deps } from "../../deps";
import { equityRoundsRoutes } from "./equity-rounds.routes";
import { createInvestment, deleteInvestment, listInvestments, updateInvestment } from "./equity-investments.service";

export const equityInvestmentsRoutes = (deps: Deps) =>
  equityRoundsRoutes(deps, {
    path: "equity-investments",
    param: "investmentId",
    noun: "equity investment",
    schemas: { create: equityInvestmentCreateSchema, update: equityInvestmentUpdateSchema, record: equityInvestmentSchema },
    params: investmentParams,
    service: { list: listInvestments, create: createInvestment, update: updateInvestment, remove: deleteInvestment },
  });
