import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { importEntities, importEntityLabels, type ImportEntity } from "@shared/constants/imports";
import { columnDictionary, type ExportEntity } from "@shared/import-export/columns";
import type { FieldEntity } from "@shared/constants/custom-fields";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { ImportDryRun, ImportOptions, ImportUpload } from "@shared/schemas/imports";
import { api, buildUrl, errorMessage } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { toast } from "@web/lib/toast";
import { uploadFile } from "@web/lib/upload-file";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { NativeSelect } from "@web/components/ui/native-select";
import { activeFields, fieldsQuery, useSaveField } from "@web/lib/custom-fields";
import { useMe } from "@web/lib/me-context";
import { importQuery } from "../api";

const dictionaryEntity: Record<ImportEntity, ExportEntity> = {
  companies: "companies",
  people: "people",
  lps: "lps",
  "equity-investments": "equityInvestments",
};
type Step = "upload" | "mapping" | "options" | "report" | "progress";
const stepLabels: Record<Step, string> = {
  upload: "Upload",
  mapping: "Columns",
  options: "Options",
  report: "Dry run",
  progress: "Import",
};

/** The custom field entity of each import, when its records have custom fields. */
const fieldEntityOf: Record<ImportEntity, FieldEntity | null> = {
  companies: "company",
  people: "person",
  lps: "lp",
  "equity-investments": null,
};
/** The mapping select's value for "create a text field from this column". */
const NEW_FIELD = "new-field";

/** The fields a column can go to (built-in, then the organisation's custom fields), and the allowed values of the closed lists. */
function fieldChoices(
  entity: ImportEntity,
  suggested: Record<string, string | null>,
  columns: ImportUpload["columns"],
  custom: CustomField[],
) {
  const dict = columnDictionary[dictionaryEntity[entity]].filter((c) => !c.readOnly);
  const choices = dict.map((c) => ({ key: c.key, label: c.header, values: c.kind.type === "enum" ? c.kind.values : null }));
  for (const f of custom)
    choices.push({ key: `cf.${f.key}`, label: f.name, values: f.type === "select" ? f.options.map((o) => o.label) : null });
  // Custom fields the server matched by name that this list does not have yet.
  for (const col of columns) {
    const key = suggested[col.name];
    if (key?.startsWith("cf.") && !choices.some((c) => c.key === key)) choices.push({ key, label: col.name, values: null });
  }
  return choices;
}

/**
 * The import wizard: upload (with progress) → column mapping (suggestions, sample values, skip,
 * value mapping) → options → dry-run report (errors CSV) → commit with live progress → done (undo).
 */
export function ImportWizard({
  open,
  onOpenChange,
  entity: initial,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  entity?: ImportEntity;
}) {
  const queryClient = useQueryClient();
  const [entity, setEntity] = useState<ImportEntity>(initial ?? "companies");
  const [step, setStep] = useState<Step>("upload");
  const [progress, setProgress] = useState<number | null>(null);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [valueMapping, setValueMapping] = useState<Record<string, Record<string, string>>>({});
  const [options, setOptions] = useState<Pick<ImportOptions, "mode" | "blankCells" | "createMissingRelations">>({
    mode: "upsert",
    blankCells: "keep",
    createMissingRelations: false,
  });
  const [report, setReport] = useState<ImportDryRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const status = useQuery({ ...importQuery(upload?.id ?? ""), enabled: step === "progress" && !!upload });
  const me = useMe();
  const fieldsList = useQuery(fieldsQuery());
  const saveField = useSaveField();

  const reset = () => {
    setStep("upload");
    setUpload(null);
    setReport(null);
    setError(null);
    setProgress(null);
    setValueMapping({});
  };
  const close = (o: boolean) => {
    if (busy) return;
    onOpenChange(o);
    if (!o) {
      reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports.all });
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    setProgress(0);
    try {
      const up = await uploadFile("/api/v1/imports", { file, fields: { entity }, onProgress: setProgress });
      setUpload(up);
      setMapping(up.suggestedMapping);
      setStep("mapping");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const runDry = async () => {
    if (!upload) return;
    setBusy(true);
    setError(null);
    try {
      setReport(await api.post("/api/v1/imports/{id}/dry-run", { path: { id: upload.id }, body: { mapping, valueMapping, ...options } }));
      setStep("report");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!upload) return;
    setBusy(true);
    setError(null);
    try {
      const queued = await api.post("/api/v1/imports/{id}/commit", { path: { id: upload.id } });
      queryClient.setQueryData(queryKeys.imports.one(upload.id), queued);
      setStep("progress");
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!upload) return;
    setBusy(true);
    try {
      const res = await api.post("/api/v1/imports/{id}/undo", { path: { id: upload.id } });
      toast.success(`Import undone: ${res.deleted} removed, ${res.restored} restored`);
      setConfirmUndo(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports.one(upload.id) });
    } catch (err) {
      toast.error(errorMessage(err));
      setConfirmUndo(false);
    } finally {
      setBusy(false);
    }
  };

  const fieldEntity = fieldEntityOf[entity];
  const custom = fieldEntity ? activeFields(fieldsList.data?.items, fieldEntity) : [];
  const choices = upload ? fieldChoices(entity, upload.suggestedMapping, upload.columns, custom) : [];
  // Owners and admins may turn a column the product has no field for into a new custom field (a text field).
  const canAddFields = fieldEntity !== null && (me.role === "owner" || me.role === "admin");
  const mapColumn = async (column: string, target: string) => {
    if (target !== NEW_FIELD) return setMapping({ ...mapping, [column]: target || null });
    if (!fieldEntity) return;
    setError(null);
    try {
      const field = await saveField.mutateAsync({ body: { entity: fieldEntity, name: column, type: "text" } });
      setMapping((m) => ({ ...m, [column]: `cf.${field.key}` }));
      toast.success(`Added the text field ${field.name}`);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const s = status.data;
  const errorsUrl = upload ? buildUrl("/api/v1/imports/{id}/errors.csv", { id: upload.id }) : "";

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle>Import {importEntityLabels[entity].toLowerCase()}</DialogTitle>
        <DialogDescription>
          CSV or Excel (.xlsx, first sheet), up to 50,000 rows and 50 MB. Nothing is written before the last step.
        </DialogDescription>
        <ol className="mt-3 flex flex-wrap gap-2 text-[12px]" aria-label="Steps">
          {(Object.keys(stepLabels) as Step[]).map((k, i) => (
            <li
              key={k}
              aria-current={k === step ? "step" : undefined}
              className={k === step ? "font-semibold text-foreground" : "text-muted-foreground"}
            >
              {i + 1}. {stepLabels[k]}
            </li>
          ))}
        </ol>
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-danger/40 bg-danger/10 p-2 text-[13px] text-danger">
            {error}
          </p>
        )}

        {step === "upload" && (
          <div className="mt-4 flex flex-col gap-3">
            <label className="flex flex-col gap-1 text-[13px]">
              What the file holds
              <NativeSelect value={entity} onChange={(e) => setEntity(e.target.value as ImportEntity)} disabled={busy}>
                {importEntities.map((e) => (
                  <option key={e} value={e}>
                    {importEntityLabels[e]}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="flex flex-col gap-1 text-[13px]">
              File
              <input
                type="file"
                accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
            </label>
            {progress !== null && (
              <progress className="w-full" max={1} value={progress} aria-label="Upload progress">
                {Math.round(progress * 100)}%
              </progress>
            )}
          </div>
        )}

        {step === "mapping" && upload && (
          <div className="mt-4">
            <p className="text-[13px] text-muted-foreground">
              {upload.fileName}: {upload.rowCount.toLocaleString("en-US")} rows. Check where each column goes.
            </p>
            <div className="mt-2 max-h-[50vh] overflow-auto">
              <table className="w-full text-[13px]">
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th className="py-1 pr-2 font-medium">Column in file</th>
                    <th className="py-1 pr-2 font-medium">Sample values</th>
                    <th className="py-1 font-medium">Import as</th>
                  </tr>
                </thead>
                <tbody>
                  {upload.columns.map((col) => {
                    const target = mapping[col.name] ?? "";
                    const allowed = choices.find((c) => c.key === target)?.values;
                    const unmatched = allowed ? col.samples.filter((v) => !allowed.some((a) => a.toLowerCase() === v.toLowerCase())) : [];
                    return (
                      <tr key={col.name} className="border-t border-border align-top">
                        <td className="py-1.5 pr-2 font-medium">{col.name}</td>
                        <td className="py-1.5 pr-2 text-muted-foreground">{col.samples.slice(0, 3).join(", ") || "(empty)"}</td>
                        <td className="py-1.5">
                          <NativeSelect
                            size="sm"
                            aria-label={`Import ${col.name} as`}
                            value={target}
                            disabled={saveField.isPending}
                            onChange={(e) => void mapColumn(col.name, e.target.value)}
                          >
                            <option value="">Skip this column</option>
                            {choices.map((c) => (
                              <option key={c.key} value={c.key}>
                                {c.label}
                              </option>
                            ))}
                            {canAddFields && !target && <option value={NEW_FIELD}>New text field “{col.name}”</option>}
                          </NativeSelect>
                          {allowed &&
                            unmatched.map((v) => (
                              <label key={v} className="mt-1 flex items-center gap-2 text-[12px]">
                                <span className="w-28 truncate">“{v}” →</span>
                                <NativeSelect
                                  size="sm"
                                  aria-label={`${col.name}: value ${v}`}
                                  value={valueMapping[target]?.[v] ?? ""}
                                  onChange={(e) =>
                                    setValueMapping({ ...valueMapping, [target]: { ...valueMapping[target], [v]: e.target.value } })
                                  }
                                >
                                  <option value="">(closest match)</option>
                                  {allowed.map((a) => (
                                    <option key={a}>{a}</option>
                                  ))}
                                </NativeSelect>
                              </label>
                            ))}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={reset}>
                Back
              </Button>
              <Button onClick={() => setStep("options")}>Next</Button>
            </div>
          </div>
        )}

        {step === "options" && (
          <fieldset className="mt-4 flex flex-col gap-3 text-[13px]">
            <legend className="sr-only">Options</legend>
            <label className="flex flex-col gap-1">
              Records that already exist
              <NativeSelect
                value={options.mode}
                onChange={(e) => setOptions({ ...options, mode: e.target.value as ImportOptions["mode"] })}
              >
                <option value="upsert">Create new ones and update existing ones</option>
                <option value="create">Only create new ones (leave existing ones)</option>
                <option value="update">Only update existing ones (create none)</option>
              </NativeSelect>
            </label>
            <label className="flex flex-col gap-1">
              Empty cells
              <NativeSelect
                value={options.blankCells}
                onChange={(e) => setOptions({ ...options, blankCells: e.target.value as ImportOptions["blankCells"] })}
              >
                <option value="keep">Leave the current value</option>
                <option value="clear">Clear the value</option>
              </NativeSelect>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={options.createMissingRelations}
                onChange={(e) => setOptions({ ...options, createMissingRelations: e.target.checked })}
              />
              Create missing POCs, funds, founders and companies named in the file
            </label>
            <div className="mt-2 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setStep("mapping")}>
                Back
              </Button>
              <Button onClick={() => void runDry()} disabled={busy}>
                {busy ? "Checking..." : "Run dry run"}
              </Button>
            </div>
          </fieldset>
        )}

        {step === "report" && report && (
          <div className="mt-4 text-[13px]">
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Dry-run counts">
              <li>
                <strong>{report.create}</strong> to create
              </li>
              <li>
                <strong>{report.update}</strong> to update
              </li>
              <li>
                <strong>{report.unchanged + report.skipped}</strong> unchanged or left out
              </li>
              <li>
                <strong>{report.errors.length}</strong> with errors
              </li>
            </ul>
            {report.errors.length > 0 && (
              <>
                <p className="mt-3">
                  Rows with errors are left out.{" "}
                  <a className="underline" href={errorsUrl} download>
                    Download them as CSV
                  </a>
                  , fix them and import that file.
                </p>
                <div className="mt-2 max-h-[35vh] overflow-auto">
                  <table className="w-full">
                    <thead>
                      <tr className="text-left text-muted-foreground">
                        <th className="pr-2 font-medium">Row</th>
                        <th className="pr-2 font-medium">Column</th>
                        <th className="font-medium">Problem</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.errors.slice(0, 200).map((e) => (
                        <tr key={`${e.row}-${e.column}`} className="border-t border-border">
                          <td className="pr-2">{e.row}</td>
                          <td className="pr-2">{e.column}</td>
                          <td>{e.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            {report.changes.length > 0 && (
              <details className="mt-3">
                <summary>Fields that change</summary>
                <ul>
                  {report.changes.slice(0, 100).map((c) => (
                    <li key={c.row}>
                      Row {c.row} ({c.label}): {c.fields.join(", ")}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setStep("options")}>
                Back
              </Button>
              <Button onClick={() => void commit()} disabled={busy || report.create + report.update === 0}>
                {busy
                  ? "Starting..."
                  : `Import ${(report.create + report.update).toLocaleString("en-US")} ${report.create + report.update === 1 ? "row" : "rows"}`}
              </Button>
            </div>
          </div>
        )}

        {step === "progress" && s && (
          <div className="mt-4 text-[13px]" aria-live="polite">
            {s.status === "running" && (
              <>
                <p>
                  Importing… {s.processed.toLocaleString("en-US")} of {s.total.toLocaleString("en-US")} rows
                </p>
                <progress className="w-full" max={s.total} value={s.processed} aria-label="Import progress" />
              </>
            )}
            {s.status === "done" && (
              <p>
                Done: {s.created} created, {s.updated} updated{s.skipped ? `, ${s.skipped} left out` : ""}.
              </p>
            )}
            {s.status === "failed" && <p role="alert">Nothing was imported: {s.error}</p>}
            {s.status === "undone" && <p>This import was undone.</p>}
            <div className="mt-4 flex justify-end gap-2">
              {s.status === "done" && (
                <Button variant="secondary" onClick={() => setConfirmUndo(true)}>
                  Undo import
                </Button>
              )}
              <Button asChild variant="secondary">
                <a href="/settings#imports">Import history</a>
              </Button>
              <Button onClick={() => close(false)} disabled={s.status === "running"}>
                Close
              </Button>
            </div>
          </div>
        )}
        <ConfirmDialog
          open={confirmUndo}
          onOpenChange={setConfirmUndo}
          title="Undo this import?"
          description="The records it created are deleted and the fields it changed get their old values back. Records changed since by someone else stop the undo."
          confirmLabel="Undo import"
          busyLabel="Undoing..."
          busy={busy}
          onConfirm={() => void undo()}
        />
      </DialogContent>
    </Dialog>
  );
}
