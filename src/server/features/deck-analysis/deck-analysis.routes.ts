import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { documentParams } from "@shared/schemas/documents";
import { deckAnalysisListSchema, deckAnalysisStateSchema } from "@shared/schemas/deck-analysis";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { listDeckAnalyses, requeueDeckAnalysis } from "./deck-analysis.service";

const tags = ["Company documents"];

export function deckAnalysisRoutes(deps: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/deck-analyses",
        tags,
        summary:
          "The analysis of each of the company's PDF decks, newest first: status queued, running, done (with the Deck analysis) or failed (with the error)",
        request: { params: uuidParam },
        responses: { 200: jsonContent(deckAnalysisListSchema, "Deck analyses"), ...errorResponses },
      }),
      async (c) => c.json(await listDeckAnalyses(deps.db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/documents/{docId}/analyze",
        tags,
        summary: "Queue the PDF deck's analysis again (members and above); a background worker runs it",
        request: { params: documentParams },
        responses: { 202: jsonContent(deckAnalysisStateSchema, "The queued analysis"), ...errorResponses },
      }),
      async (c) => {
        const { id, docId } = c.req.valid("param");
        return c.json(await requeueDeckAnalysis(deps.db, c.get("caller"), id, docId), 202);
      },
    );
}
