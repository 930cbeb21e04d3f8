import { useState } from "react";
import { dealSourceOptions } from "@shared/constants/pipeline";
import type { Company, CompanyUpdate } from "@shared/schemas/companies";
import { daysSince, formatNumericDate } from "@shared/format";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me-context";
import { usePocs } from "../../api";
import { Card, InfoItem, NA } from "./info-item";
import { isStale, useSaveCompany } from "./panel-api";
import { StaleBanner } from "./stale-banner";

/** Deal source, who referred and POC, each saved when it loses focus and only if it changed. */
export function DealSourceCard({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const me = useMe();
  const pocs = usePocs();
  const save = useSaveCompany(company);
  const [referred, setReferred] = useState(company.whoReferred ?? "");
  const [seen, setSeen] = useState(company.whoReferred);
  const [error, setError] = useState<{ stale: boolean; message: string } | null>(null);
  if (seen !== company.whoReferred) {
    setSeen(company.whoReferred);
    setReferred(company.whoReferred ?? "");
  }

  const commit = (body: Omit<CompanyUpdate, "version">, changed: boolean) => {
    if (!changed) return;
    setError(null);
    save.mutate(body, { onError: (e) => setError({ stale: isStale(e), message: errorMessage(e) }) });
  };
  const primaryPoc = company.pocs[0]?.id ?? "";
  const sources = dealSourceOptions(me.organization.name);
  const options = company.dealSource && !sources.includes(company.dealSource) ? [company.dealSource, ...sources] : sources;

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
            defaultValue={company.dealSource ?? ""}
            key={`ds-${company.version}`}
            onBlur={(e) => commit({ dealSource: e.target.value || null }, e.target.value !== (company.dealSource ?? ""))}
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
            defaultValue={primaryPoc}
            key={`poc-${company.version}`}
            onBlur={(e) => {
              const rest = company.pocs.map((p) => p.id).filter((id) => id !== e.target.value);
              commit({ pocIds: e.target.value ? [e.target.value, ...rest] : [] }, e.target.value !== primaryPoc);
            }}
          >
            <option value="">N/A</option>
            {pocs.map((p) => (
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
