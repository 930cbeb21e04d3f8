import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { createOrgCache } from "../../lib/org-cache";

/**
 * Fund metrics, LP capital accounts and capital call lists, kept per organisation while its ledger
 * (calls, payments, distributions, NAVs: migration 0038), its LPs (commitments, names) and its
 * pipeline (investments, company valuations, funds) are unchanged. "Today" is in the key; entries
 * also expire after a minute, like the portfolio's figures.
 */
export const ledgerCache = (db: Db, env: Pick<Env, "PIPELINE_CACHE_MB">) =>
  createOrgCache(db, { follows: ["ledger", "lps", "pipeline"], maxBytes: env.PIPELINE_CACHE_MB * 1024 * 1024, maxAgeMs: 60_000 });
