import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { EquityOffer, EquityOfferCreate } from "@shared/schemas/equity-offers";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { Card } from "./info-item";
import { offerSchema, OfferFields, offerValues, type OfferValues } from "./offer-form";
import { RoundsTable } from "./rounds-table";
import { isStale, offersOptions, useOfferActions } from "./panel-api";

export const SAVE_FAILED = "Failed to save offer. Please try again.";

/** Equity Offers: the table, and one editor for a new offer or the one being edited. Unsaved changes are never dropped silently. */
export function OffersTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const offers = useQuery(offersOptions(companyId));
  const { save, remove } = useOfferActions(companyId);
  const [editing, setEditing] = useState<EquityOffer | null>(null);
  const [pending, setPending] = useState<EquityOffer | null | undefined>(undefined);
  const form = useApiForm({ schema: offerSchema, defaultValues: offerValues(null) as unknown as EquityOfferCreate });
  const values = form.watch() as unknown as OfferValues;
  const complete = !!values.roundType && values.investedAmount !== null && values.valuation !== null && !!values.investmentDate;

  const open = (offer: EquityOffer | null) => {
    setEditing(offer);
    form.reset(offerValues(offer) as unknown as EquityOfferCreate);
    form.setFormError(null);
  };
  /** Switching offers (or starting a new one) with unsaved changes asks first. */
  const request = (offer: EquityOffer | null) => (form.formState.isDirty ? setPending(offer) : open(offer));

  const submit = form.submitWith(async (body) => {
    try {
      await save.mutateAsync({ offer: editing, body });
    } catch (error) {
      throw isStale(error) ? error : new Error(SAVE_FAILED);
    }
    toast.success(editing ? "Offer updated" : "Offer added");
    open(null);
  });
  const saveThenSwitch = async () => {
    const next = pending;
    setPending(undefined);
    await submit();
    if (!form.formState.isDirty && next !== undefined) open(next);
  };

  return (
    <>
      {!readOnly && (
        <Card
          title={editing ? `Edit ${editing.roundType} offer` : "New Equity Offer"}
          actions={
            editing && (
              <Button type="button" variant="ghost" onClick={() => request(null)}>
                <Plus aria-hidden /> New offer
              </Button>
            )
          }
        >
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
            <FormBanner message={form.formError} />
            <OfferFields form={form} />
            <div className="flex justify-end gap-2">
              {form.formState.isDirty && (
                <Button type="button" variant="ghost" onClick={() => open(editing)}>
                  Cancel
                </Button>
              )}
              <SubmitButton saving={form.saving} savingLabel="Saving..." disabled={!complete}>
                {editing ? "Save Offer" : "Add Offer"}
              </SubmitButton>
            </div>
          </form>
        </Card>
      )}
      <RoundsTable
        noun="offer"
        rows={offers.data?.items}
        error={offers.isError ? errorMessage(offers.error) : null}
        readOnly={readOnly}
        onEdit={request}
        onDelete={(o) =>
          remove.mutate(o.id, {
            onSuccess: () => (editing?.id === o.id ? open(null) : undefined),
            onError: (e) => toast.error("Could not delete the offer", { description: errorMessage(e) }),
          })
        }
      />
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(o) => !o && setPending(undefined)}
        title="Unsaved changes"
        cancelLabel="Discard"
        onCancel={() => pending !== undefined && open(pending)}
        confirmLabel="Save"
        onConfirm={() => void saveThenSwitch()}
        danger={false}
        description="This offer has changes that are not saved. Save them, or discard them?"
      />
    </>
  );
}
