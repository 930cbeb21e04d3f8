import type { Requester } from "./harness";

export type SseMessage = { event: string; id?: string; data: string };

/** Opens GET /api/v1/events for one signed-in client and reads its messages as they arrive. */
export async function openEvents(client: Requester, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await client.request("GET", "/api/v1/events", { headers });
  if (res.status !== 200 || !res.body)
    return { status: res.status, messages: [] as SseMessage[], ended: true, next: async () => null, close() {} };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const messages: SseMessage[] = [];
  const state = { ended: false, buffer: "" };
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      state.buffer += value;
      let cut: number;
      while ((cut = state.buffer.indexOf("\n\n")) >= 0) {
        const frame = state.buffer.slice(0, cut);
        state.buffer = state.buffer.slice(cut + 2);
        const msg: SseMessage = { event: "message", data: "" };
        for (const line of frame.split("\n")) {
          if (line.startsWith(":")) msg.event = "comment";
          else if (line.startsWith("event: ")) msg.event = line.slice(7);
          else if (line.startsWith("id: ")) msg.id = line.slice(4);
          else if (line.startsWith("data: ")) msg.data += line.slice(6);
        }
        messages.push(msg);
      }
    }
    state.ended = true;
  })();
  return {
    status: res.status,
    messages,
    get ended() {
      return state.ended;
    },
    /** The first message (from the start) that matches, waiting up to `ms`; null when none came. */
    async next(match: (m: SseMessage) => boolean, ms = 3000): Promise<SseMessage | null> {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const found = messages.find(match);
        if (found) return found;
        if (state.ended) return null;
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    },
    close() {
      controller.abort();
      void reader.cancel().catch(() => {});
      void pump;
    },
  };
}
