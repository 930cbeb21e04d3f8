import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A full provider answer for a domain, in the Aviato shape (data.basic_info.enrichment_data). */
export const sampleEnrichment = (domain: string) => ({
  data: {
    basic_info: {
      enrichment_data: {
        legalName: "Kestrel Health, Inc.",
        status: "Active",
        founded: "2019",
        locality: "Boston",
        country: "United States",
        customerTypes: ["B2B", "Enterprise"],
        financingStatus: "Venture Capital-Backed",
        description: "Care coordination software for hospital networks.",
        tagline: "Coordinated care, fewer readmissions",
        totalFunding: 18_500_000,
        latestDealAmount: 12_000_000,
        latestDealType: "Series A",
        latestDealDate: "2025-03-14",
        fundingRoundCount: 3,
        investorCount: 9,
        computed_headcount: 84,
        headcount: 80,
        monthlyHeadcountChange: 4,
        monthlyHeadcountPercent: 5.0,
        yearlyHeadcountChange: 31,
        yearlyHeadcountPercent: 58.5,
        linkedinFollowers: 5210,
        currentWebTraffic: 42_000,
        monthlyWebTrafficChange: -1200,
        monthlyWebTrafficPercent: -2.8,
        domain,
        industryList: ["Healthcare", "Software"],
        computed_tags: ["healthtech", "saas", "care coordination"],
        alternateNames: ["Kestrel"],
        embeddedNews: Array.from({ length: 7 }, (_, i) => ({
          title: `Kestrel Health news ${i + 1}`,
          date: `2025-0${i + 1}-01`,
          linkUrl: `https://news.example.com/kestrel-${i + 1}`,
        })),
      },
    },
  },
});

export type FakeEnrichmentRequest = { path: string; authorization?: string; body: unknown };
type Handler = (req: FakeEnrichmentRequest, res: ServerResponse) => void;

/**
 * A local server speaking the enrichment protocol. By default: 401 without the bearer key,
 * 404 for domains starting "unknown", 500 for "broken", malformed JSON for "garbled",
 * no answer for "slow", and the sample data otherwise. `handler` replaces that behaviour.
 */
export async function startFakeEnrichmentServer(apiKey = "test-key", handler?: Handler) {
  const requests: FakeEnrichmentRequest[] = [];
  const open = new Set<ServerResponse>();
  const fallback: Handler = (req, res) => {
    const domain = (req.body as { company_domain?: string } | null)?.company_domain ?? "";
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.path !== "/aviato_data_pull") return json(404, { error: "no such route" });
    if (req.authorization !== `Bearer ${apiKey}`) return json(401, { error: "bad key" });
    if (domain.startsWith("unknown")) return json(404, { error: "Company not found" });
    if (domain.startsWith("broken")) return json(500, { error: "upstream failure" });
    if (domain.startsWith("garbled")) {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end('{"data": {"basic_info": ');
    }
    if (domain.startsWith("slow")) return; // never answers; closed with the server
    json(200, sampleEnrichment(domain));
  };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = null;
      }
      const entry = { path: req.url ?? "/", authorization: req.headers.authorization, body };
      requests.push(entry);
      open.add(res);
      res.on("close", () => open.delete(res));
      (handler ?? fallback)(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    env: { ENRICHMENT_API_KEY: apiKey, ENRICHMENT_BASE_URL: `http://127.0.0.1:${port}` },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
