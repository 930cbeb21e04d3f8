import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { EnrichmentData, EnrichmentState } from "@shared/schemas/enrichment";
import { afterRefresh, EnrichmentTab, enrichmentOptions } from "./enrichment-tab";

const companyId = "c1";
const render = (state: EnrichmentState, readOnly = false) => {
  const qc = new QueryClient();
  qc.setQueryData(enrichmentOptions(companyId).queryKey, state);
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <EnrichmentTab companyId={companyId} readOnly={readOnly} />
    </QueryClientProvider>,
  );
};
const fetchedAt = "2026-11-20T10:00:00.000Z";
const data: EnrichmentData = {
  legalName: "Kestrel Health, Inc.",
  status: "Active",
  founded: "2019",
  locality: "Boston",
  country: "United States",
  customerTypes: ["B2B"],
  financingStatus: "Venture Capital-Backed",
  description: "Care coordination software for hospital networks.",
  tagline: "Coordinated care, fewer readmissions",
  domain: "kestrel.health",
  funding: {
    total: 18_500_000,
    latestDealAmount: 12_000_000,
    latestDealType: "Series A",
    latestDealDate: "2025-03-14",
    roundCount: 3,
    investorCount: 9,
  },
  headcount: { current: 84, monthlyChange: 4, monthlyChangePercent: 5, yearlyChange: 31, yearlyChangePercent: 58.5 },
  linkedinFollowers: 5210,
  webTraffic: { current: 42_000, monthlyChange: -1200, monthlyChangePercent: -2.8 },
  industries: ["Healthcare"],
  tags: ["healthtech", "saas"],
  alternateNames: [],
  news: Array.from({ length: 5 }, (_, i) => ({
    title: `Kestrel Health news ${i + 1}`,
    date: "2025-01-01",
    url: `https://news.example.com/${i}`,
  })),
};

describe("Company Enrichment Data panel", () => {
  it("shows the data: headcount, funding, traffic, tags and 5 news items, with the fetch time and Refresh", () => {
    const html = render({ status: "ok", domain: "kestrel.health", fetchedAt, data });
    expect(html).toContain("Company Enrichment Data");
    expect(html).toContain("Headcount");
    expect(html).toContain(">84<");
    expect(html).toContain("$18,500,000");
    expect(html).toContain("42,000");
    expect(html).toContain("healthtech");
    expect(html.match(/Kestrel Health news \d/g)).toHaveLength(5);
    expect(html).toContain("Fetched ");
    expect(html).toContain("Refresh");
  });

  it("says Company Not Found for the provider's 404", () => {
    const html = render({ status: "not_found", domain: "ghost.example", fetchedAt });
    expect(html).toContain("Company Not Found");
    expect(html).toContain("ghost.example");
  });

  it("says Data Not Available with the error text", () => {
    const html = render({
      status: "error",
      domain: "broken.example",
      fetchedAt,
      error: "The enrichment service answered 500 Internal Server Error.",
    });
    expect(html).toContain("Data Not Available");
    expect(html).toContain("Unable to fetch company enrichment data from the API. Please try again later.");
    expect(html).toContain("The enrichment service answered 500 Internal Server Error.");
  });

  it("says how to configure enrichment without a key, and hides Refresh from viewers", () => {
    const html = render({ status: "not_configured" });
    expect(html).toContain("Enrichment is not configured");
    expect(html).toContain("ENRICHMENT_API_KEY");
    expect(render({ status: "not_found", domain: "x.example", fetchedAt }, true)).not.toContain("Refresh");
  });

  it("a failed Refresh keeps the data already shown and says it failed; a good one replaces it", () => {
    const shown: EnrichmentState = { status: "ok", domain: "kestrel.health", data, fetchedAt };
    const failed: EnrichmentState = { status: "error", domain: "kestrel.health", error: "HTTP 503", fetchedAt: "2026-11-21T10:00:00.000Z" };
    expect(afterRefresh(shown, failed)).toEqual({ state: shown, failure: "HTTP 503" });
    const fresh: EnrichmentState = { ...shown, fetchedAt: "2026-11-21T10:00:00.000Z" };
    expect(afterRefresh(shown, fresh)).toEqual({ state: fresh, failure: null });
    expect(afterRefresh(undefined, failed)).toEqual({ state: failed, failure: null });
  });
});
