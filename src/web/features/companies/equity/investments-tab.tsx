import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { investmentRoundTypes } from "@shared/constants/pipeline";
import { equityInvestmentCreateSchema, type EquityInvestment } from "@shared/schemas/equity-investments";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { Card } from "../panel/info-item";
import { investmentsOptions } from "../panel/panel-api";
import { useInvestmentActions } from "./round-actions";
import { InvestmentFundField } from "./investment-fund-field";
import { RoundFields } from "./round-form";
import { RoundsTable } from "./rounds-table";
import { useRoundEditor } from "./use-round-editor";

type SubTab = "add" | "existing";

/**
 * Equity Investments: "Add New Investment" (also where an existing one is edited) and
 * "Existing Investments". Edit fills the add tab; a save empties the form again.
 */
export function InvestmentsTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const investments = useQuery(investmentsOptions(companyId));
  const { save, remove } = useInvestmentActions(companyId);
  const [tab, setTab] = useState<SubTab>(readOnly ? "existing" : "add");
  const { form, editing, open, submit, complete } = useRoundEditor<EquityInvestment>({
    noun: "investment",
    schema: equityInvestmentCreateSchema,
    save: (round, body) => save.mutateAsync({ round, body }),
  });

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as SubTab)} className="flex flex-col gap-4">
      <TabsList aria-label="Equity investments">
        {!readOnly && <TabsTrigger value="add">Add New Investment</TabsTrigger>}
        <TabsTrigger value="existing">Existing Investments{investments.data ? ` (${investments.data.items.length})` : ""}</TabsTrigger>
      </TabsList>
      {!readOnly && (
        <TabsContent value="add" className="outline-none">
          <Card title={editing ? `Edit ${editing.roundType} investment` : "Add New Investment"}>
            <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
              <FormBanner message={form.formError} />
              <RoundFields form={form} noun="investment" roundTypes={investmentRoundTypes} />
              <InvestmentFundField form={form} />
              <div className="flex justify-end gap-2">
                {(editing || form.formState.isDirty) && (
                  <Button type="button" variant="ghost" onClick={() => open(null)}>
                    Cancel
                  </Button>
                )}
                <SubmitButton saving={form.saving} savingLabel="Saving..." disabled={!complete}>
                  {editing ? "Save Investment" : "Add Investment"}
                </SubmitButton>
              </div>
            </form>
          </Card>
        </TabsContent>
      )}
      <TabsContent value="existing" className="outline-none">
        <RoundsTable
          noun="investment"
          rows={investments.data?.items}
          error={investments.isError ? errorMessage(investments.error) : null}
          readOnly={readOnly}
          onEdit={(investment) => {
            open(investment);
            form.setValue("fundId" as never, (investment.fundId ?? "") as never);
            setTab("add");
          }}
          onDelete={(i) =>
            remove.mutate(i.id, {
              onSuccess: () => {
                toast.success("Investment deleted");
                if (editing?.id === i.id) open(null);
              },
              onError: (e) => toast.error("Could not delete the investment", { description: errorMessage(e) }),
            })
          }
        />
      </TabsContent>
    </Tabs>
  );
}
