import { ENRICHMENT_NEWS_LIMIT, type EnrichmentData } from "@shared/schemas/enrichment";

/** One look-up: the data, "not found" (the provider's 404), or a failure with a text to show. */
export type EnrichmentResult = { kind: "ok"; data: EnrichmentData } | { kind: "not_found" } | { kind: "error"; message: string };

/** Looks a company up by its domain ("kestrel.health"). Never throws: failures are results. */
export type EnrichmentProvider = { lookup(domain: string): Promise<EnrichmentResult> };

export type AviatoClientOptions = {
  apiKey: string;
  /** The service's base URL; the client POSTs to {baseUrl}/aviato_data_pull. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 10_000;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

const str = (v: unknown): string | null => {
  if (typeof v === "string") return v.trim() === "" ? null : v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
};
const num = (v: unknown): number | null => {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v.replace(/[,$\s]/g, ""));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};
/** A list of names: an array of strings (or of {name}/{value}), or a comma-separated string. */
const strList = (v: unknown): string[] => {
  const items = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : [];
  const out = items
    .map((item) => (isObject(item) ? str(item.name ?? item.value ?? item.label) : str(item)))
    .filter((s): s is string => s !== null);
  return [...new Set(out)];
};
const first = (raw: Raw, ...keys: string[]) => keys.map((k) => raw[k]).find((v) => v !== undefined && v !== null);

/** Maps the provider's data.basic_info.enrichment_data object into the shared schema. */
export function mapEnrichmentData(raw: Raw): EnrichmentData {
  const news = (Array.isArray(raw.embeddedNews) ? raw.embeddedNews : [])
    .filter(isObject)
    .map((n) => ({ title: str(n.title), date: str(n.date), url: str(first(n, "linkUrl", "url", "link")) }))
    .filter((n): n is { title: string; date: string | null; url: string | null } => n.title !== null)
    .map((n) => ({ ...n, url: n.url && /^https?:\/\//i.test(n.url) ? n.url : null }))
    .slice(0, ENRICHMENT_NEWS_LIMIT);
  return {
    legalName: str(raw.legalName),
    status: str(raw.status),
    founded: str(raw.founded),
    locality: str(raw.locality),
    country: str(raw.country),
    customerTypes: strList(raw.customerTypes),
    financingStatus: str(raw.financingStatus),
    description: str(raw.description),
    tagline: str(raw.tagline),
    domain: str(raw.domain),
    funding: {
      total: num(raw.totalFunding),
      latestDealAmount: num(raw.latestDealAmount),
      latestDealType: str(raw.latestDealType),
      latestDealDate: str(raw.latestDealDate),
      roundCount: num(raw.fundingRoundCount),
      investorCount: num(raw.investorCount),
    },
    headcount: {
      current: num(first(raw, "computed_headcount", "headcount")),
      monthlyChange: num(first(raw, "monthlyHeadcountChange", "headcountMonthlyChange")),
      monthlyChangePercent: num(first(raw, "monthlyHeadcountPercent", "monthlyHeadcountChangePercent", "headcountMonthlyPercent")),
      yearlyChange: num(first(raw, "yearlyHeadcountChange", "headcountYearlyChange")),
      yearlyChangePercent: num(first(raw, "yearlyHeadcountPercent", "yearlyHeadcountChangePercent", "headcountYearlyPercent")),
    },
    linkedinFollowers: num(raw.linkedinFollowers),
    webTraffic: {
      current: num(raw.currentWebTraffic),
      monthlyChange: num(raw.monthlyWebTrafficChange),
      monthlyChangePercent: num(first(raw, "monthlyWebTrafficPercent", "monthlyWebTrafficChangePercent")),
    },
    industries: strList(raw.industryList),
    tags: strList(first(raw, "computed_tags", "tags")),
    alternateNames: strList(raw.alternateNames),
    news,
  };
}

/** A client for an Aviato-style enrichment service: POST {company_domain} with a bearer key. */
export function aviatoClient(options: AviatoClientOptions): EnrichmentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/aviato_data_pull`;
  return {
    async lookup(domain) {
      let res: Response;
      let body: string;
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        res = await doFetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ company_domain: domain }),
          signal,
        });
        body = await res.text();
      } catch (err) {
        const e = err as Error;
        if (e.name === "TimeoutError" || e.name === "AbortError")
          return { kind: "error", message: `The enrichment service did not answer within ${Math.round(timeoutMs / 100) / 10} s.` };
        return { kind: "error", message: `Could not reach the enrichment service (${e.message}).` };
      }
      if (res.status === 404) return { kind: "not_found" };
      if (!res.ok)
        return { kind: "error", message: `The enrichment service answered ${res.status}${res.statusText ? ` ${res.statusText}` : ""}.` };
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return { kind: "error", message: "The enrichment service sent a response that is not valid JSON." };
      }
      const data = isObject(json) && isObject(json.data) ? json.data : null;
      const info = data && isObject(data.basic_info) ? data.basic_info : null;
      const raw = info && isObject(info.enrichment_data) ? info.enrichment_data : null;
      if (!raw) return { kind: "error", message: "The enrichment service's response has no enrichment data." };
      return { kind: "ok", data: mapEnrichmentData(raw) };
    },
  };
}
