import { useMutation, useQueryClient } from "@tanstack/react-query";
import { equityOfferCreateSchema } from "@shared/schemas/equity-offers";
import { equityInvestmentCreateSchema } from "@shared/schemas/equity-investments";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { investmentsOptions, offersOptions } from "../panel/panel-api";

// Only the Offers and Investments tabs load this module (with zod, which their forms use anyway):
// the panel's first load stays without the form libraries.

/** What saving an offer or investment sends: the four fields, checked by the kind's own schema. */
type RoundBody = { roundType: string; investedAmount: number; valuation: number; investmentDate: string };

type RoundKind = "equity-offers" | "equity-investments";

/** Save (create, or update with the version seen) and delete of a company's offers or investments; `refresh` after each. */
function useRoundActions(companyId: string, kind: RoundKind, refresh: () => Promise<unknown>) {
  const save = useMutation({
    mutationFn: async ({ round, body }: { round: { id: string; version: number } | null; body: RoundBody }): Promise<unknown> => {
      const id = companyId;
      // The editor checked the body with the kind's schema already; parsing again gives its exact type.
      if (kind === "equity-offers") {
        const offer = equityOfferCreateSchema.parse(body);
        return round
          ? api.patch("/api/v1/companies/{id}/equity-offers/{offerId}", {
              path: { id, offerId: round.id },
              body: { ...offer, version: round.version },
            })
          : api.post("/api/v1/companies/{id}/equity-offers", { path: { id }, body: offer });
      }
      const investment = equityInvestmentCreateSchema.parse(body);
      return round
        ? api.patch("/api/v1/companies/{id}/equity-investments/{investmentId}", {
            path: { id, investmentId: round.id },
            body: { ...investment, version: round.version },
          })
        : api.post("/api/v1/companies/{id}/equity-investments", { path: { id }, body: investment });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (roundId: string) =>
      kind === "equity-offers"
        ? api.delete("/api/v1/companies/{id}/equity-offers/{offerId}", { path: { id: companyId, offerId: roundId } })
        : api.delete("/api/v1/companies/{id}/equity-investments/{investmentId}", { path: { id: companyId, investmentId: roundId } }),
    onSettled: refresh,
  });
  return { save, remove };
}

export function useOfferActions(companyId: string) {
  const qc = useQueryClient();
  return useRoundActions(companyId, "equity-offers", () => qc.invalidateQueries({ queryKey: offersOptions(companyId).queryKey }));
}

export function useInvestmentActions(companyId: string) {
  const qc = useQueryClient();
  return useRoundActions(companyId, "equity-investments", () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: investmentsOptions(companyId).queryKey }),
      qc.invalidateQueries({ queryKey: queryKeys.portfolio.all }),
    ]),
  );
}
