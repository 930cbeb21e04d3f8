import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { Controller } from "react-hook-form";
import { pipelineStages } from "@shared/constants/pipeline";
import { alertRulesUpdateSchema, type AlertRule, type AlertRulesInput } from "@shared/schemas/notifications";
import { CardSectionHeader } from "@web/components/card-section-header";
import { FormBanner } from "@web/components/form/form-banner";
import { fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Card } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { alertRulesQuery, useSaveAlertRules } from "../api";

/** Stages where staying put is news (a portfolio company or a passed deal stays there by design). */
const alertStages = pipelineStages.filter((s) => s !== "Portfolio" && s !== "Passed");
const DEFAULT_STAGE_DAYS = 30;

/** One row per rule the card offers: the contact rule, then one per stage, with the saved values where there are some. */
function formRules(saved: AlertRule[]): AlertRulesInput["rules"] {
  const find = (kind: AlertRule["kind"], stage: string) => saved.find((r) => r.kind === kind && r.stage === stage);
  const contact = find("contact_no_meeting", "");
  return [
    { kind: "contact_no_meeting", days: contact?.days ?? 120, enabled: contact?.enabled ?? false },
    ...alertStages.map((stage) => {
      const rule = find("company_in_stage", stage);
      return { kind: "company_in_stage" as const, stage, days: rule?.days ?? DEFAULT_STAGE_DAYS, enabled: rule?.enabled ?? false };
    }),
  ];
}

const ruleLabel = (rule: AlertRulesInput["rules"][number]) =>
  rule.kind === "contact_no_meeting" ? "High-value contact with no meeting" : `Pipeline company in ${rule.stage}`;

function AlertRulesForm({ saved }: { saved: AlertRule[] }) {
  const save = useSaveAlertRules();
  const rules = formRules(saved);
  const form = useApiForm({ schema: alertRulesUpdateSchema, defaultValues: { rules } });
  const submit = form.submitWith(async (values) => {
    const result = await save.mutateAsync(values);
    form.reset({ rules: formRules(result.items) });
    toast.success("Alert rules saved");
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Stale-relationship alerts" className="border-t border-border px-4 py-3">
      <FormBanner message={form.formError} />
      <table className="w-full text-[13px]">
        <caption className="sr-only">Alert rules: when each one alerts, and whether it is on</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th className="py-1 font-medium">Alert when</th>
            <th className="w-32 py-1 font-medium">For at least</th>
            <th className="w-12 py-1 text-center font-medium">On</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rules.map((rule, i) => {
            const id = `alert-rule-${i}`;
            const error = fieldError(form.formState.errors, `rules.${i}.days`);
            return (
              <tr key={`${rule.kind}:${"stage" in rule ? rule.stage : ""}`}>
                <td className="py-2 pr-2">
                  <label htmlFor={`${id}-days`}>{ruleLabel(rule)}</label>
                  {error && (
                    <p id={`${id}-error`} className="text-xs text-danger">
                      {error}
                    </p>
                  )}
                </td>
                <td className="py-2 pr-2">
                  <span className="flex items-center gap-1.5">
                    <Input
                      id={`${id}-days`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={3650}
                      className="h-8 w-20 tabular"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      {...form.register(`rules.${i}.days`, { valueAsNumber: true })}
                    />
                    <span className="text-muted-foreground">days</span>
                  </span>
                </td>
                <td className="py-2 text-center">
                  <Controller
                    control={form.control}
                    name={`rules.${i}.enabled`}
                    render={({ field }) => (
                      <Checkbox
                        checked={field.value ?? false}
                        onCheckedChange={(v) => field.onChange(v === true)}
                        aria-label={`${ruleLabel(rule)}: on`}
                      />
                    )}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-3 flex justify-end">
        <SubmitButton saving={form.saving} savingLabel="Saving...">
          Save alert rules
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * Settings → Stale-relationship alerts (owners and admins): which situations alert the record's
 * POC members (or the owners), after how many days; evaluated daily, once per situation.
 */
export function AlertRulesCard() {
  const query = useQuery(alertRulesQuery());
  return (
    <Card role="region" aria-labelledby="alert-rules-title">
      <CardSectionHeader
        icon={BellRing}
        titleId="alert-rules-title"
        title="Stale-relationship alerts"
        description="Checked daily. An alert goes to the members named as the record's POC (or the owners when none is), once per situation."
      />
      {query.isPending ? (
        <div aria-busy className="flex flex-col gap-2 border-t border-border px-4 py-3">
          <span className="sr-only">Loading alert rules...</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : query.isError ? (
        <p className="border-t border-border px-4 py-3 text-[13px] text-muted-foreground">{errorMessage(query.error)}</p>
      ) : (
        <AlertRulesForm saved={query.data.items} />
      )}
    </Card>
  );
}
