import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrichmentDataSchema } from "@shared/schemas/enrichment";
import { startFakeEnrichmentServer } from "../../test/enrichment-server";
import { aviatoClient } from "./enrichment-provider";

let server: Awaited<ReturnType<typeof startFakeEnrichmentServer>>;
beforeAll(async () => {
  server = await startFakeEnrichmentServer("k-123");
});
afterAll(() => server.close());

const client = (over: { apiKey?: string; timeoutMs?: number } = {}) =>
  aviatoClient({ apiKey: over.apiKey ?? "k-123", baseUrl: `${server.url}/`, timeoutMs: over.timeoutMs ?? 2000 });

describe("Aviato-style enrichment client", () => {
  it("POSTs the domain with the bearer key and maps the response fields", async () => {
    const result = await client().lookup("kestrel.health");
    expect(server.requests.at(-1)).toEqual({
      path: "/aviato_data_pull",
      authorization: "Bearer k-123",
      body: { company_domain: "kestrel.health" },
    });
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(enrichmentDataSchema.parse(result.data)).toEqual(result.data);
    expect(result.data).toMatchObject({
      legalName: "Kestrel Health, Inc.",
      founded: "2019",
      customerTypes: ["B2B", "Enterprise"],
      domain: "kestrel.health",
      funding: { total: 18_500_000, latestDealAmount: 12_000_000, latestDealType: "Series A", roundCount: 3, investorCount: 9 },
      headcount: { current: 84, monthlyChange: 4, monthlyChangePercent: 5, yearlyChange: 31, yearlyChangePercent: 58.5 },
      linkedinFollowers: 5210,
      webTraffic: { current: 42_000, monthlyChange: -1200, monthlyChangePercent: -2.8 },
      industries: ["Healthcare", "Software"],
      tags: ["healthtech", "saas", "care coordination"],
    });
    expect(result.data.news).toHaveLength(5);
    expect(result.data.news[0]).toEqual({ title: "Kestrel Health news 1", date: "2025-01-01", url: "https://news.example.com/kestrel-1" });
  });

  it("answers not found on the provider's 404", async () => {
    expect(await client().lookup("unknown.example")).toEqual({ kind: "not_found" });
  });

  it("reports a 500 with its status", async () => {
    expect(await client().lookup("broken.example")).toEqual({
      kind: "error",
      message: "The enrichment service answered 500 Internal Server Error.",
    });
  });

  it("reports malformed JSON", async () => {
    expect(await client().lookup("garbled.example")).toEqual({
      kind: "error",
      message: "The enrichment service sent a response that is not valid JSON.",
    });
  });

  it("gives up after the timeout", async () => {
    const started = Date.now();
    const result = await client({ timeoutMs: 300 }).lookup("slow.example");
    expect(result).toEqual({ kind: "error", message: "The enrichment service did not answer within 0.3 s." });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports a refused key as an error, not as not found", async () => {
    expect(await client({ apiKey: "wrong" }).lookup("kestrel.health")).toEqual({
      kind: "error",
      message: "The enrichment service answered 401 Unauthorized.",
    });
  });

  it("tolerates missing and oddly typed fields", async () => {
    const odd = await startFakeEnrichmentServer("k", (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          data: {
            basic_info: {
              enrichment_data: {
                totalFunding: "1,250,000",
                headcount: 12,
                computed_tags: "ai, devtools",
                embeddedNews: [{ title: "Launch", linkUrl: "javascript:alert(1)" }, { date: "2025-01-01" }],
              },
            },
          },
        }),
      );
    });
    try {
      const result = await aviatoClient({ apiKey: "k", baseUrl: odd.url }).lookup("odd.example");
      expect(result.kind).toBe("ok");
      if (result.kind !== "ok") return;
      expect(result.data.funding.total).toBe(1_250_000);
      expect(result.data.headcount.current).toBe(12);
      expect(result.data.tags).toEqual(["ai", "devtools"]);
      expect(result.data.news).toEqual([{ title: "Launch", date: null, url: null }]);
      expect(result.data.legalName).toBeNull();
    } finally {
      await odd.close();
    }
  });
});
