import type { EquityInvestment } from "@shared/schemas/equity-investments";
import { equityInvestments } from "../../db/schema";
import { asRoundTable, equityRoundsService } from "./equity-rounds.service";

/** Investments in a portfolio company: the shared rounds service on its own table. */
export const {
  list: listInvestments,
  create: createInvestment,
  update: updateInvestment,
  remove: deleteInvestment,
} = equityRoundsService<EquityInvestment["roundType"]>({
  table: asRoundTable(equityInvestments),
  entityType: "equity_investment",
  noun: "Investment",
});
