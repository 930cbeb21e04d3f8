import { displayPhone } from "@shared/constants/people";
import { useState, type ReactNode } from "react";
import { formatMoney } from "@shared/format";
import type { Lp } from "@shared/schemas/lps";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useDeleteLp, useSaveLp } from "../api";
import { CustomFieldsForm } from "@web/components/custom-fields/custom-fields-form";
import { LpForm } from "./lp-form";

type Mode = "view" | "edit" | "delete";

type LpDetailDialogProps = {
  lp: Lp;
  readOnly: boolean;
  onClose: () => void;
  /** Sections the route adds under the details (the capital account). */
  below?: ReactNode;
};

/** An LP's details: view, then Edit (the form) or Delete (Confirm Delete); Cancel returns to the view. */
export function LpDetailDialog({ lp, readOnly, onClose, below }: LpDetailDialogProps) {
  // The custom fields save on their own: the latest version and values, until the list refreshes the prop.
  const [saved, setSaved] = useState(lp);
  const save = useSaveLp();
  const [mode, setMode] = useState<Mode>("view");
  const remove = useDeleteLp();
  const confirmDelete = () =>
    remove.mutate(lp.id, {
      onSuccess: () => {
        toast.success(`Deleted ${lp.entityName}`);
        onClose();
      },
      onError: (error) => toast.error(`Could not delete ${lp.entityName}`, { description: errorMessage(error) }),
    });
  const title = mode === "edit" ? "Edit Limited Partner" : mode === "delete" ? "Delete Limited Partner" : lp.entityName;

  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {/* Wide enough, with the capital account below, for its statement's seven columns. */}
      <DialogContent aria-describedby="lp-detail-description" className={below && mode === "view" ? "sm:max-w-2xl" : undefined}>
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription id="lp-detail-description">
          {mode === "edit" ? "Change this LP's details." : mode === "delete" ? "This cannot be undone." : "Limited partner details."}
        </DialogDescription>
        {mode === "edit" ? (
          <LpForm fundId={lp.fundId} lp={saved} onCancel={() => setMode("view")} onSaved={onClose} />
        ) : mode === "delete" ? (
          <div className="mt-4 space-y-5">
            <p className="text-sm">
              Are you sure you want to delete <strong>{lp.entityName}</strong>?
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setMode("view")} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Confirm Delete"}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-[8.5rem_1fr] gap-x-3 gap-y-2.5 text-sm">
              <dt className="text-muted-foreground">Entity Name</dt>
              <dd className="min-w-0 break-words">{lp.entityName}</dd>
              <dt className="text-muted-foreground">Contact Email</dt>
              <dd className="min-w-0 break-words">{lp.email ?? "N/A"}</dd>
              <dt className="text-muted-foreground">Contact Phone</dt>
              <dd>{lp.phone ? displayPhone(lp.phone) : "N/A"}</dd>
              <dt className="text-muted-foreground">Commitment</dt>
              <dd className="tabular">{lp.commitmentUsd === null ? "N/A" : formatMoney(lp.commitmentUsd)}</dd>
            </dl>
            <div className="mt-4 border-t border-border pt-4">
              <h3 className="mb-3 text-[13px] font-semibold">Fields</h3>
              <CustomFieldsForm
                key={saved.version}
                entity="lp"
                values={saved.customFields}
                readOnly={readOnly}
                onSave={async (customFields) =>
                  setSaved(await save.mutateAsync({ id: lp.id, body: { customFields, version: saved.version } }))
                }
              />
            </div>
            {below}
            {!readOnly && (
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="danger" onClick={() => setMode("delete")}>
                  Delete
                </Button>
                <Button onClick={() => setMode("edit")}>Edit</Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
