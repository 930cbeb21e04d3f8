import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { offerRoundTypes } from "@shared/constants/pipeline";
import { equityOfferCreateSchema, type EquityOffer } from "@shared/schemas/equity-offers";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { Card } from "../panel/info-item";
import { offersOptions } from "../panel/panel-api";
import { useOfferActions } from "./round-actions";
import { RoundFields } from "./round-form";
import { RoundsTable } from "./rounds-table";
import { useRoundEditor } from "./use-round-editor";

/** Equity Offers: the table, and one editor for a new offer or the one being edited. Unsaved changes are never dropped silently. */
export function OffersTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const offers = useQuery(offersOptions(companyId));
  const { save, remove } = useOfferActions(companyId);
  const [pending, setPending] = useState<EquityOffer | null | undefined>(undefined);
  const { form, editing, open, submit, saveThenOpen, complete } = useRoundEditor<EquityOffer>({
    noun: "offer",
    schema: equityOfferCreateSchema,
    save: (round, body) => save.mutateAsync({ round, body }),
  });
  /** Switching offers (or starting a new one) with unsaved changes asks first. */
  const request = (offer: EquityOffer | null) => (form.formState.isDirty ? setPending(offer) : open(offer));

  // "Save" in the prompt: save this offer, then open the one the user clicked (or a new one).
  const saveThenSwitch = () => {
    const next = pending;
    setPending(undefined);
    if (next !== undefined) void saveThenOpen(next)();
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
            <RoundFields form={form} noun="offer" roundTypes={offerRoundTypes} />
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
        onConfirm={saveThenSwitch}
        danger={false}
        description="This offer has changes that are not saved. Save them, or discard them?"
      />
    </>
  );
}
