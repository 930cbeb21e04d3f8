import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { EquityInvestment, EquityInvestmentCreate } from "@shared/schemas/equity-investments";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { Card } from "./info-item";
import { investmentSchema, InvestmentFields, investmentValues, type InvestmentValues } from "./investment-form";
import { RoundsTable } from "./rounds-table";
import { investmentsOptions, isStale, useInvestmentActions } from "./panel-api";

type SubTab = "add" | "existing";

/**
 * Equity Investments: "Add New Investment" (also where an existing one is edited) and
 * "Existing Investments". Edit fills the add tab; a save empties the form again.
 */
export function InvestmentsTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const investments = useQuery(investmentsOptions(companyId));
  const { save, remove } = useInvestmentActions(companyId);
  const [tab, setTab] = useState<SubTab>(readOnly ? "existing" : "add");
  const [editing, setEditing] = useState<EquityInvestment | null>(null);
  const form = useApiForm({ schema: investmentSchema, defaultValues: investmentValues(null) as unknown as EquityInvestmentCreate });
  const values = form.watch() as unknown as InvestmentValues;
  const complete = !!values.roundType && values.investedAmount !== null && values.valuation !== null && !!values.investmentDate;

  const open = (investment: EquityInvestment | null) => {
    setEditing(investment);
    form.reset(investmentValues(investment) as unknown as EquityInvestmentCreate);
    form.setFormError(null);
  };

  const submit = form.submitWith(async (body) => {
    try {
      await save.mutateAsync({ investment: editing, body });
    } catch (error) {
      throw isStale(error) ? error : new Error("Failed to save investment. Please try again.");
    }
    toast.success(editing ? "Investment updated" : "Investment added");
    open(null);
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
              <InvestmentFields form={form} />
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
