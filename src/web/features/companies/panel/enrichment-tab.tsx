import { useState } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, RefreshCw } from "lucide-react";
import { formatDate, formatDateTime, formatGrouped, formatMoney } from "@shared/format";
import type { EnrichmentData, EnrichmentState } from "@shared/schemas/enrichment";
import { Badge } from "@web/components/ui/badge";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { api, errorMessage } from "@web/lib/api-client";
import { EmptyTab } from "./empty-tab";
import { Card, InfoItem, NA } from "./info-item";
import { queryKeys } from "@web/lib/query-keys";

const TITLE = "Company Enrichment Data";
const UNAVAILABLE = "Unable to fetch company enrichment data from the API. Please try again later.";

export const enrichmentOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companies.enrichment(companyId),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}/enrichment", { path: { id: companyId }, signal }),
    staleTime: 60_000,
  });

/**
 * What a Refresh leaves on screen: a failed lookup never replaces data already shown (the
 * old data stays, with the failure said above it); anything else is the new state.
 */
export function afterRefresh(
  shown: EnrichmentState | undefined,
  next: EnrichmentState,
): { state: EnrichmentState; failure: string | null } {
  if (next.status === "error" && shown?.status === "ok") return { state: shown, failure: next.error };
  return { state: next, failure: null };
}

const signed = (n: number) => `${n > 0 ? "+" : ""}${formatGrouped(n)}`;
const percent = (n: number) => `${n > 0 ? "+" : ""}${n.toFixed(1)}%`;
/** "84" with "+4 (+5.0%) in a month" under it. */
function Trend({ value, change, pct, period }: { value: number | null; change: number | null; pct: number | null; period: string }) {
  if (value === null) return NA;
  return (
    <span className="flex flex-col">
      <span className="tabular">{formatGrouped(value)}</span>
      {(change !== null || pct !== null) && (
        <span className={`text-xs tabular ${(change ?? pct ?? 0) < 0 ? "text-danger" : "text-muted-foreground"}`}>
          {[change !== null ? signed(change) : null, pct !== null ? `(${percent(pct)})` : null].filter(Boolean).join(" ")} {period}
        </span>
      )}
    </span>
  );
}
const text = (v: string | null) => v ?? NA;
const money = (v: number | null) => (v === null ? NA : formatMoney(v));
const safeDate = (v: string | null) => (v && !Number.isNaN(Date.parse(v)) ? formatDate(v) : v);

function Data({ data }: { data: EnrichmentData }) {
  const h = data.headcount;
  const t = data.webTraffic;
  const f = data.funding;
  const tags = [...new Set([...data.tags, ...data.industries])];
  return (
    <div className="mt-3 flex flex-col gap-5">
      {(data.tagline || data.description) && (
        <div className="flex flex-col gap-1">
          {data.tagline && <p className="text-sm font-medium">{data.tagline}</p>}
          {data.description && <p className="text-[13px] text-muted-foreground">{data.description}</p>}
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <InfoItem label="Headcount">
          <Trend value={h.current} change={h.monthlyChange} pct={h.monthlyChangePercent} period="in a month" />
        </InfoItem>
        <InfoItem label="Headcount, yearly change">
          {h.yearlyChange === null && h.yearlyChangePercent === null
            ? NA
            : [
                h.yearlyChange !== null ? signed(h.yearlyChange) : null,
                h.yearlyChangePercent !== null ? `(${percent(h.yearlyChangePercent)})` : null,
              ]
                .filter(Boolean)
                .join(" ")}
        </InfoItem>
        <InfoItem label="Monthly web traffic">
          <Trend value={t.current} change={t.monthlyChange} pct={t.monthlyChangePercent} period="vs last month" />
        </InfoItem>
        <InfoItem label="Total funding" money>
          {money(f.total)}
        </InfoItem>
        <InfoItem label="Latest deal" money>
          {f.latestDealAmount === null && !f.latestDealType
            ? NA
            : [money(f.latestDealAmount), f.latestDealType, safeDate(f.latestDealDate)].filter((x) => x && x !== NA).join(" · ")}
        </InfoItem>
        <InfoItem label="Rounds · investors">
          {f.roundCount === null && f.investorCount === null ? NA : `${f.roundCount ?? "—"} · ${f.investorCount ?? "—"}`}
        </InfoItem>
        <InfoItem label="Legal name">{text(data.legalName)}</InfoItem>
        <InfoItem label="Founded">{text(data.founded)}</InfoItem>
        <InfoItem label="Location">{[data.locality, data.country].filter(Boolean).join(", ") || NA}</InfoItem>
        <InfoItem label="Status">{text(data.status)}</InfoItem>
        <InfoItem label="Financing status">{text(data.financingStatus)}</InfoItem>
        <InfoItem label="LinkedIn followers">{data.linkedinFollowers === null ? NA : formatGrouped(data.linkedinFollowers)}</InfoItem>
        <InfoItem label="Customer types">{data.customerTypes.length ? data.customerTypes.join(", ") : NA}</InfoItem>
        <InfoItem label="Tags" wide>
          {tags.length ? (
            <span className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <Badge key={tag}>{tag}</Badge>
              ))}
            </span>
          ) : (
            NA
          )}
        </InfoItem>
      </dl>
      <div className="flex flex-col gap-2">
        <h3 className="text-xs font-medium text-muted-foreground">Recent news</h3>
        {data.news.length === 0 ? (
          <p className="text-[13px] text-subtle-foreground">No news items.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
            {data.news.map((n, i) => (
              <li key={`${n.title}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2 text-[13px]">
                {n.url ? (
                  <a
                    href={n.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex min-w-0 items-center gap-1 font-medium hover:underline"
                  >
                    <span className="break-words">{n.title}</span>
                    <ExternalLink className="size-3.5 shrink-0 text-subtle-foreground" aria-label="(opens in a new tab)" />
                  </a>
                ) : (
                  <span className="font-medium break-words">{n.title}</span>
                )}
                {n.date && <span className="text-xs text-muted-foreground tabular">{safeDate(n.date)}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Market Analysis: the Company Enrichment Data panel (spec part 2, §4 and §8): loading, not found, error, or the data. */
export function EnrichmentTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const qc = useQueryClient();
  const query = useQuery(enrichmentOptions(companyId));
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useMutation({
    mutationFn: () => api.post("/api/v1/companies/{id}/enrichment/refresh", { path: { id: companyId } }),
    onMutate: () => setFailure(null),
    onSuccess: (next) => {
      const key = enrichmentOptions(companyId).queryKey;
      const result = afterRefresh(qc.getQueryData(key), next);
      qc.setQueryData(key, result.state);
      setFailure(result.failure);
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const state = query.data;

  if (state?.status === "not_configured")
    return (
      <EmptyTab title="Enrichment is not configured">
        Company enrichment data (headcount, funding, web traffic, news) appears here once the server has an enrichment API key. Ask your
        administrator to set <code className="rounded bg-hover px-1 font-mono text-xs">ENRICHMENT_API_KEY</code> and{" "}
        <code className="rounded bg-hover px-1 font-mono text-xs">ENRICHMENT_BASE_URL</code> and restart Fundline.
      </EmptyTab>
    );
  if (state?.status === "no_domain")
    return (
      <EmptyTab title="No website to look up">
        Enrichment looks a company up by its website. Add the website in the Overview tab to see its enrichment data here.
      </EmptyTab>
    );

  const fetched = state && "fetchedAt" in state ? state.fetchedAt : null;
  const actions = (
    <>
      {fetched && <span className="text-xs text-muted-foreground">Fetched {formatDateTime(fetched)}</span>}
      {!readOnly && state && (
        <Button type="button" variant="secondary" size="sm" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          <RefreshCw className={`size-4 ${refresh.isPending ? "animate-spin" : ""}`} aria-hidden />
          {refresh.isPending ? "Refreshing..." : "Refresh"}
        </Button>
      )}
    </>
  );

  return (
    <Card title={TITLE} actions={actions}>
      {failure && (
        <Banner tone="danger" className="mt-3">
          Refresh failed: {failure} The data below is from the last successful lookup.
        </Banner>
      )}
      {query.isPending ? (
        <div className="mt-3 flex flex-col gap-3" role="status" aria-label="Loading enrichment data">
          <Skeleton className="h-4 w-2/3" />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <Banner tone="danger" className="mt-3" title="Data Not Available">
          {UNAVAILABLE} {errorMessage(query.error)}
        </Banner>
      ) : state?.status === "not_found" ? (
        <div className="mt-3 flex flex-col gap-1 rounded-md border border-dashed border-border px-4 py-8 text-center">
          <p className="text-sm font-semibold">Company Not Found</p>
          <p className="text-[13px] text-muted-foreground">The enrichment service has no company at {state.domain}.</p>
        </div>
      ) : state?.status === "error" ? (
        <Banner tone="danger" className="mt-3" title="Data Not Available">
          {UNAVAILABLE} {state.error}
        </Banner>
      ) : state?.status === "ok" ? (
        <Data data={state.data} />
      ) : null}
    </Card>
  );
}
