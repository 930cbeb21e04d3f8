import { useState, type FormEvent } from "react";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { INTAKE_HONEYPOT_FIELD } from "@shared/constants/intake";
import { submitApplication, type PublicForm } from "../api";
import { emptyValues, sections, validate, type FieldName, type IntakeValues } from "../fields";
import { FileDrop } from "./file-drop";
import { IntakeField } from "./intake-field";
import { SuccessDialog } from "./success-dialog";

type Errors = Partial<Record<FieldName | "files", string>>;

/** The application: fields, files, submit; on failure everything typed stays. */
export function IntakeForm({ form }: { form: PublicForm }) {
  const full = form.variant === "full";
  const [values, setValues] = useState<IntakeValues>(emptyValues);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  const change = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setFailure(null);
    if (Object.keys(found).length) {
      setErrors(found);
      const first = sections.flatMap((s) => s.fields).find((f) => found[f.name]);
      if (first) document.getElementById(`intake-${first.name}`)?.focus();
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value.trim());
    body.append(
      INTAKE_HONEYPOT_FIELD,
      (event.currentTarget.elements.namedItem(INTAKE_HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "",
    );
    for (const file of files) body.append("files", file);
    setBusy(true);
    const result = await submitApplication(form.slug, body);
    setBusy(false);
    if (result.ok) {
      setValues(emptyValues);
      setFiles([]);
      setErrors({});
      setSucceeded(true);
      return;
    }
    setErrors(result.fields as Errors);
    // Field errors show under their fields; anything else (limits, file types) under the banner.
    setFailure(Object.keys(result.fields).length && !result.fields.files ? "" : result.message);
  };

  const fields = (list: (typeof sections)[number]["fields"]) => (
    <div className="grid gap-4 sm:grid-cols-2">
      {list.map((spec) => (
        <IntakeField key={spec.name} spec={spec} value={values[spec.name]} error={errors[spec.name]} disabled={busy} onChange={change} />
      ))}
    </div>
  );
  const documents = (
    <FileDrop
      files={files}
      onChange={setFiles}
      removable={full}
      error={errors.files}
      onError={(message) => setErrors((e) => ({ ...e, files: message }))}
      disabled={busy}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-6">
      {full ? (
        <>
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={`section-${section.title}`} className="flex flex-col gap-4">
              <h2 id={`section-${section.title}`} className="border-b border-border pb-2 text-sm font-semibold text-foreground">
                {section.title}
              </h2>
              {fields(section.fields)}
            </section>
          ))}
          <section aria-labelledby="section-documents" className="flex flex-col gap-4">
            <h2 id="section-documents" className="border-b border-border pb-2 text-sm font-semibold text-foreground">
              Documents
            </h2>
            {documents}
          </section>
        </>
      ) : (
        <>
          {fields(sections.flatMap((s) => s.fields))}
          {documents}
        </>
      )}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input name={INTAKE_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {busy && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-primary/20 bg-primary-soft px-3 py-2.5 text-[13px] text-primary-soft-foreground"
        >
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Processing your submission...
        </p>
      )}
      {failure !== null && (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-md border border-danger/25 bg-danger-soft px-3 py-2.5 text-[13px] text-danger-soft-foreground"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">Error submitting form. Please try again.</p>
            {failure && <p>{failure}</p>}
          </div>
        </div>
      )}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 sm:self-end"
      >
        {busy ? (full ? "Submitting..." : "Uploading...") : "Submit Application"}
      </button>
      <SuccessDialog
        open={succeeded}
        websiteUrl={form.websiteUrl}
        organizationName={form.organizationName}
        onClose={() => setSucceeded(false)}
      />
    </form>
  );
}
