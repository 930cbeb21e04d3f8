import { useState, type ReactNode } from "react";
import { Pencil } from "lucide-react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { Company, CompanyUpdate } from "@shared/schemas/companies";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Card } from "./info-item";
import { isStale, useSaveCompany } from "./panel-api";
import { StaleBanner } from "./stale-banner";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * Edit → Save / Cancel on some of a company's fields. The version the editor was opened on is
 * the one saved against: a colleague's save meanwhile (shown live) is a 409, never overwritten,
 * and the user's input stays on screen with the stale banner.
 */
export function useCompanyEditor<S extends Schema>(company: Company, schema: S, defaults: (c: Company) => z.input<S>) {
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);
  const [editVersion, setEditVersion] = useState(company.version);
  const save = useSaveCompany(editing ? { ...company, version: editVersion } : company);
  const form = useApiForm({ schema, defaultValues: defaults(company) as DefaultValues<z.input<S>> });

  const start = (latest = company) => {
    setEditVersion(latest.version);
    form.reset(defaults(latest));
    setStale(false);
    setEditing(true);
  };
  const cancel = () => {
    form.reset(defaults(company));
    form.setFormError(null);
    setStale(false);
    setEditing(false);
  };
  const submit = form.submitWith(async (values) => {
    try {
      await save.mutateAsync(values as Omit<CompanyUpdate, "version">);
      setEditing(false);
    } catch (error) {
      if (!isStale(error)) throw error;
      setStale(true);
    }
  });
  return { form, editing, stale, start, cancel, submit, companyId: company.id };
}

type Props = {
  title: string;
  formId: string;
  editor: Omit<ReturnType<typeof useCompanyEditor>, "form"> & { form: { formError: string | null; saving: boolean } };
  readOnly: boolean;
  /** The read-only view, shown when not editing. */
  view: ReactNode;
  /** Buttons between Cancel and Save while editing (e.g. Delete). */
  extraActions?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
};

/** The card around an editor: Edit, then Cancel / Save with the form, its banner and the stale banner. */
export function EditFrame({ title, formId, editor, readOnly, view, extraActions, children }: Props) {
  const actions = readOnly ? null : editor.editing ? (
    <>
      <Button type="button" variant="ghost" onClick={editor.cancel}>
        Cancel
      </Button>
      {extraActions}
      <SubmitButton form={formId} saving={editor.form.saving} savingLabel="Saving..." disabled={editor.stale}>
        Save
      </SubmitButton>
    </>
  ) : (
    <Button type="button" variant="secondary" onClick={() => editor.start()}>
      <Pencil aria-hidden /> Edit
    </Button>
  );
  return (
    <Card title={title} actions={actions}>
      {editor.editing ? (
        <form id={formId} onSubmit={editor.submit} noValidate className="flex flex-col gap-3">
          {editor.stale && <StaleBanner companyId={editor.companyId} onReload={editor.start} />}
          <FormBanner message={editor.form.formError} />
          {children}
        </form>
      ) : (
        view
      )}
    </Card>
  );
}
