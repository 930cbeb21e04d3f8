import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/lib/toast";
import type { Company } from "@shared/schemas/companies";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload-file";
import { companiesKey, createCompany, deleteCompany } from "../../api";
import { toCreateBody, type AddForm } from "./form-state";

export type AddResult = { company: Company } | null;

/**
 * Adds the company, asking first when the name exists; then uploads each file with
 * progress. If any upload fails the new company (and its stored files) is deleted
 * again, so nothing half-made remains.
 */
export function useAddCompany(setFiles: (update: (f: AddForm["files"]) => AddForm["files"]) => void) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const confirmDuplicate = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setConfirmOpen(true);
    });
  const onConfirm = (ok: boolean) => {
    setConfirmOpen(false);
    answer.current?.(ok);
    answer.current = null;
  };

  async function create(form: AddForm): Promise<Company | null> {
    const body = toCreateBody(form);
    try {
      return await createCompany(body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.fields?.name) {
        if (!(await confirmDuplicate())) return null;
        return createCompany({ ...body, allowDuplicate: true });
      }
      throw error;
    }
  }

  async function submit(form: AddForm): Promise<AddResult> {
    setBusy(true);
    try {
      // A refused create throws: the form shows the server's field errors and message, input kept.
      const company = await create(form);
      if (!company) return null;
      for (const pending of form.files) {
        const mark = (patch: Partial<AddForm["files"][number]>) =>
          setFiles((files) => files.map((f) => (f.key === pending.key ? { ...f, ...patch } : f)));
        mark({ status: "uploading", progress: 0, error: undefined });
        try {
          // Files added with a new company are filed as its deck (spec part 2).
          await uploadFile("/api/v1/companies/{id}/documents", {
            path: { id: company.id },
            file: pending.file,
            fields: { category: "deck" },
            onProgress: (progress) => mark({ progress }),
          });
          mark({ status: "done", progress: 1 });
        } catch (error) {
          mark({ status: "error", error: errorMessage(error) });
          await deleteCompany(company.id).catch(() => undefined);
          setFiles((files) => files.map((f) => (f.status === "done" ? { ...f, status: "ready", progress: 0 } : f)));
          toast.error("File upload failed", {
            description: `${pending.file.name}: ${errorMessage(error)} The company was not added; fix the file and try again.`,
          });
          return null;
        }
      }
      await qc.invalidateQueries({ queryKey: companiesKey });
      toast.success(`${company.name} added to Leads`);
      return { company };
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, confirmOpen, onConfirm };
}
