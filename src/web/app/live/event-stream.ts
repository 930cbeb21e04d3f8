/** One message of a text/event-stream: its `event:` name, the last `id:` seen, and its `data:`. */
export type StreamMessage = { event: string; id: string; data: string };

/**
 * Turns a text/event-stream, fed in chunks of any size, into messages. The server's use of the
 * format only: `event`, `id`, `data` (joined by newlines) and `:` comments (heartbeats).
 */
export function eventStreamParser(onMessage: (message: StreamMessage) => void) {
  let pending = "";
  let event = "";
  let id = "";
  let data: string[] = [];
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const raw of lines) {
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (line === "") {
        if (data.length) onMessage({ event: event || "message", id, data: data.join("\n") });
        event = "";
        data = [];
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "id") id = value;
    }
  };
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 15_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps one stream open until `signal` aborts. When it ends or fails (a deploy, a dropped
 * connection, a 401 while signed out) it is opened again after a growing pause, resuming after
 * the last id seen, so no change is missed. A fetch rather than an EventSource: the retry
 * policy is ours, and the request belongs to the script that makes it.
 */
export async function keepStreaming(
  url: (lastId: string) => string,
  onMessage: (message: StreamMessage) => void,
  signal: AbortSignal,
  from = { lastId: "" },
) {
  let retryMs = FIRST_RETRY_MS;
  while (!signal.aborted) {
    try {
      // Low priority: it never ends, so it must not count as part of loading the page.
      const res = await fetch(url(from.lastId), { signal, cache: "no-store", priority: "low", headers: { accept: "text/event-stream" } });
      if (res.ok && res.body) {
        // A new parser per connection: a message cut off mid-way is dropped, and resumed after the last id.
        const parse = eventStreamParser((message) => {
          retryMs = FIRST_RETRY_MS;
          from.lastId = message.id || from.lastId;
          onMessage(message);
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) parse(part.value);
      }
    } catch {
      // Offline, aborted or cut off: the pause below, then try again (or stop if aborted).
    }
    await pause(retryMs, signal);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }
}
