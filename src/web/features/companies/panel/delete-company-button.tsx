import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Company } from "@shared/schemas/companies";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { companiesKey, deleteCompany } from "../api";
import { queryKeys } from "@web/lib/query-keys";

/** Delete with the spec's confirmation; on success the panel closes and the lists refresh. */
export function DeleteCompanyButton({ company, onDeleted }: { company: Company; onDeleted: () => void }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCompany(company.id);
      qc.removeQueries({ queryKey: queryKeys.companies.one(company.id) });
      void qc.invalidateQueries({ queryKey: companiesKey });
      toast.success(`${company.name} deleted`);
      onDeleted();
    } catch (error) {
      toast.error(`Could not delete ${company.name}`, { description: errorMessage(error) });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button type="button" variant="danger" disabled={busy} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Company"
        description="Are you sure you want to delete this company? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
