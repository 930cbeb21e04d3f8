import { useState } from "react";
import { panelDealSourceOptions } from "@shared/constants/pipeline";
import type { Company, CompanyUpdate } from "@shared/schemas/companies";
import { daysSince, formatNumericDate } from "@shared/format";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me-context";
import { usePocs } from "../api";
import { withPrimaryPoc } from "../primary-poc";
import { Card, InfoItem, NA } from "./info-item";
import { isStale, useSaveCompany } from "./panel-api";
import { StaleBanner } from "./stale-banner";

/** A local copy of a saved value that follows the saved one whenever that changes (a save, a live update). */
function useDraft(saved: string) {
  const [draft, setDraft] = useState(saved);
  const [seen, setSeen] = useState(saved);
  if (seen !== saved) {
    setSeen(saved);
    setDraft(saved);
  }
  return [draft, setDraft] as const;
}

/**
 * Deal source, who referred and POC. The selects save as soon as they change (so Escape or
 * closing the panel cannot lose the choice); who referred saves when it loses focus. Only
 * changes are sent. The POC select replaces the primary POC and keeps the others, like the
 * table's inline POC cell.
 */
export function DealSourceCard({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const me = useMe();
  const pocs = usePocs();
  const save = useSaveCompany(company);
  const primaryPoc = company.pocs[0]?.id ?? "";
  const [referred, setReferred] = useDraft(company.whoReferred ?? "");
  const [source, setSource] = useDraft(company.dealSource ?? "");
  const [poc, setPoc] = useDraft(primaryPoc);
  const [error, setError] = useState<{ stale: boolean; message: string } | null>(null);

  const commit = (body: Omit<CompanyUpdate, "version">, changed: boolean) => {
    if (!changed) return;
    setError(null);
    save.mutate(body, {
      onError: (e) => {
        setError({ stale: isStale(e), message: errorMessage(e) });
        setSource(company.dealSource ?? "");
        setPoc(primaryPoc);
      },
    });
  };
  const sources = panelDealSourceOptions(me.organization.name);
  const options = company.dealSource && !sources.includes(company.dealSource) ? [company.dealSource, ...sources] : sources;
  // The POCs may arrive after the company: a primary POC not (yet) in the list still shows by name.
  const pocOptions = company.pocs[0] && !pocs.some((p) => p.id === primaryPoc) ? [company.pocs[0], ...pocs] : pocs;

  return (
    <Card title="Deal Source Overview">
      {error &&
        (error.stale ? (
          <div className="mt-3">
            <StaleBanner companyId={company.id} onReload={() => setError(null)} />
          </div>
        ) : (
          <p role="alert" className="mt-3 text-[13px] text-danger">
            Could not save: {error.message}
          </p>
        ))}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field id="dealSource" label="Deal Source">
          <NativeSelect
            id="dealSource"
            disabled={readOnly}
            value={source}
            onChange={(e) => {
              setSource(e.target.value);
              commit({ dealSource: e.target.value || null }, e.target.value !== (company.dealSource ?? ""));
            }}
          >
            <option value="">N/A</option>
            {options.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="whoReferred" label="Who Referred">
          <Input
            id="whoReferred"
            readOnly={readOnly}
            value={referred}
            placeholder="N/A"
            maxLength={120}
            onChange={(e) => setReferred(e.target.value)}
            onBlur={() => commit({ whoReferred: referred.trim() || null }, referred.trim() !== (company.whoReferred ?? ""))}
          />
        </Field>
        <Field id="poc" label="POC">
          <NativeSelect
            id="poc"
            disabled={readOnly}
            value={poc}
            onChange={(e) => {
              setPoc(e.target.value);
              const next = withPrimaryPoc(company.pocs, e.target.value, pocOptions);
              commit({ pocIds: next.map((p) => p.id) }, e.target.value !== primaryPoc);
            }}
          >
            <option value="">N/A</option>
            {pocOptions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-border pt-4 sm:grid-cols-3">
        <InfoItem label="Added By">{company.addedBy ?? NA}</InfoItem>
        <InfoItem label="Added On">
          <span className="tabular">{formatNumericDate(company.createdAt)}</span>
        </InfoItem>
        <InfoItem label="Days in Pipeline">
          <span className="tabular">{daysSince(company.createdAt)}</span>
        </InfoItem>
      </dl>
    </Card>
  );
}
