import { useState, type ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { Company, CompanyUpdate } from "@shared/schemas/companies";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { infoDefaults, InfoFields, infoSchema } from "./company-info-form";
import { Card } from "./info-item";
import { overviewDefaults, OverviewFields, overviewSchema } from "./overview-form";
import { isStale, useSaveCompany } from "./panel-api";
import { StaleBanner } from "./stale-banner";

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * Save / Cancel on some of a company's fields (loaded with the form libraries when the user
 * presses Edit: see edit-frame.tsx). The version the editor was opened on is the one saved
 * against: a colleague's save meanwhile (shown live) is a 409, never overwritten, and the
 * user's input stays on screen with the stale banner.
 */
function useCompanyEditor<S extends Schema>(company: Company, schema: S, defaults: (c: Company) => z.input<S>, onDone: () => void) {
  const [stale, setStale] = useState(false);
  const [editVersion, setEditVersion] = useState(company.version);
  const save = useSaveCompany({ ...company, version: editVersion });
  const form = useApiForm({ schema, defaultValues: defaults(company) as DefaultValues<z.input<S>> });
  const reload = (latest: Company) => {
    setEditVersion(latest.version);
    form.reset(defaults(latest));
    setStale(false);
  };
  const submit = form.submitWith(async (values) => {
    try {
      await save.mutateAsync(values as Omit<CompanyUpdate, "version">);
      onDone();
    } catch (error) {
      if (!isStale(error)) throw error;
      setStale(true);
    }
  });
  return { form, stale, reload, submit, formError: form.formError, saving: form.saving };
}

export type EditorProps = {
  kind: "overview" | "info";
  title: string;
  formId: string;
  company: Company;
  /** Buttons between Cancel and Save (e.g. Delete). */
  extraActions?: ReactNode;
  /** Cancel, or saved. */
  onClose: () => void;
};

type CardProps = Omit<EditorProps, "kind"> & {
  editor: Omit<ReturnType<typeof useCompanyEditor>, "form">;
  children: ReactNode;
};

function EditorCard({ title, formId, company, extraActions, onClose, editor, children }: CardProps) {
  const actions = (
    <>
      <Button type="button" variant="ghost" onClick={onClose}>
        Cancel
      </Button>
      {extraActions}
      <SubmitButton form={formId} saving={editor.saving} savingLabel="Saving..." disabled={editor.stale}>
        Save
      </SubmitButton>
    </>
  );
  return (
    <Card title={title} actions={actions}>
      <form id={formId} onSubmit={editor.submit} noValidate className="flex flex-col gap-3">
        {editor.stale && <StaleBanner companyId={company.id} onReload={editor.reload} />}
        <FormBanner message={editor.formError} />
        {children}
      </form>
    </Card>
  );
}

function OverviewEditor(props: Omit<EditorProps, "kind">) {
  const editor = useCompanyEditor(props.company, overviewSchema, overviewDefaults, props.onClose);
  return (
    <EditorCard {...props} editor={editor}>
      <OverviewFields form={editor.form} />
    </EditorCard>
  );
}

function InfoEditor(props: Omit<EditorProps, "kind">) {
  const editor = useCompanyEditor(props.company, infoSchema, infoDefaults, props.onClose);
  return (
    <EditorCard {...props} editor={editor}>
      <InfoFields form={editor.form} />
    </EditorCard>
  );
}

export function CompanyEditor({ kind, ...props }: EditorProps) {
  return kind === "overview" ? <OverviewEditor {...props} /> : <InfoEditor {...props} />;
}
