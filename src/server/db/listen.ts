import pg from "pg";

export type Unlisten = () => Promise<void>;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other
 * queries). When the connection drops (database restart) it reconnects with a growing
 * pause and calls `onReconnect`, because notifications sent meanwhile are lost; `onLost`
 * as soon as the loss is noticed (a cache that relies on the notifications stops trusting itself).
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void = () => {},
  onLost: () => void = () => {},
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 250;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isRetry: boolean) => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    c.on("notification", (msg) => msg.channel === channel && msg.payload !== undefined && onPayload(msg.payload));
    c.on("error", () => retry(c));
    c.on("end", () => retry(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      if (!isRetry) throw err;
      retry(c);
      return;
    }
    if (stopped) return void c.end().catch(() => {});
    client = c;
    delay = 250;
    if (isRetry) onReconnect();
  };

  const retry = (c: pg.Client) => {
    if (stopped || (client !== c && client !== null) || timer) return;
    if (client === c) onLost();
    client = null;
    c.end().catch(() => {});
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 5000);
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
