import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { loadEnv } from "./env";
import { scheduleBackups } from "./features/backup/online-backup";
import { startDeckWorker } from "./features/deck-analysis/deck-worker";
import { startImportWorker } from "./features/imports/import-jobs";
import { scheduleNotifications } from "./features/notifications/notify-scheduler";
import { startWebhookWorker } from "./features/webhooks/webhook-worker";
import { startInboundSmtp } from "./features/interactions/inbound-smtp";
import { acquireDataLock } from "./lib/data-lock";
import { projectRoot } from "./lib/project-root";

const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const env = loadEnv();
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataLock(env.DATA_DIR, "the Fundline server");
  const deps = await bootstrap(env);
  const stopBackups = scheduleBackups(deps);
  const deckWorker = startDeckWorker(deps);
  const stopNotifications = scheduleNotifications(deps);
  const webhookWorker = startWebhookWorker(deps);
  const importWorker = startImportWorker(deps);
  const inbound = env.INBOUND_SMTP_PORT ? await startInboundSmtp(deps, { port: env.INBOUND_SMTP_PORT, host: env.INBOUND_SMTP_HOST }) : null;
  const app = createApp(deps, { serveWebFrom: join(projectRoot(), "dist/web") });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.log.info({ url: env.publicUrl, port: info.port, database: deps.database.kind }, `Fundline is running at ${env.publicUrl}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopBackups();
    stopNotifications();
    deps.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Open event streams end now (browsers reconnect to another process or after the restart).
    void deps.changes.close();
    // close() stops accepting connections and resolves when in-flight requests are done.
    const inboundClosed = inbound?.close();
    const finish = async () => {
      await inboundClosed?.catch(() => {});
      // The job in hand finishes first; one cut off by the force timer is picked up again after its lock goes stale.
      await deckWorker.stop().catch(() => {});
      await webhookWorker.stop().catch(() => {});
      await importWorker.stop().catch(() => {});
      await deps.database.close().catch(() => {});
      releaseLock();
      process.exit(0);
    };
    server.close(() => {
      finish().catch((err: unknown) => {
        deps.log.error({ err }, "shutdown failed");
        process.exit(1);
      });
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
