import { keepStreaming, type StreamMessage } from "./event-stream";

const NAME = "fundline-live-events";
const streamUrl = (lastId: string) => `/api/v1/events${lastId ? `?lastEventId=${lastId}` : ""}`;

/**
 * One live-events stream for all of this browser's tabs. Without HTTP/2 a browser keeps at most
 * six connections to a server, so a stream per tab would leave a seventh tab waiting for ever.
 * The tab holding a Web Lock opens the stream and passes each message to the others on a
 * BroadcastChannel; when it closes, the next tab takes the lock and resumes after the last id
 * it was passed. A tab the user comes back to takes the lock at once: a phone suspends
 * background tabs, and a suspended tab must not keep the stream from the one on screen.
 * Browsers without either API keep a stream per tab.
 */
export function subscribeToLiveEvents(onMessage: (message: StreamMessage) => void): () => void {
  const stop = new AbortController();
  const from = { lastId: "" };
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(NAME) : null;
  const relay = (message: StreamMessage) => {
    channel?.postMessage(message);
    onMessage(message);
  };
  if (!channel || !navigator.locks) {
    void keepStreaming(streamUrl, relay, stop.signal, from);
    return () => stop.abort();
  }
  channel.onmessage = (e: MessageEvent<StreamMessage>) => {
    from.lastId = e.data.id || from.lastId;
    onMessage(e.data);
  };

  let turn: AbortController | undefined; // this tab's current claim on the lock
  let leading = false;
  const claim = (steal: boolean) => {
    turn?.abort();
    const mine = (turn = new AbortController());
    stop.signal.addEventListener("abort", () => mine.abort(), { once: true, signal: mine.signal });
    const lead = async () => {
      leading = true;
      await keepStreaming(streamUrl, relay, mine.signal, from);
      if (mine === turn) leading = false; // a later claim may already lead
    };
    navigator.locks.request(NAME, steal ? { steal: true } : { signal: mine.signal }, lead).catch(() => {
      // Given up (this tab stops or claims again), or taken by the tab on screen: wait in line again.
      if (mine !== turn || stop.signal.aborted) return;
      leading = false;
      mine.abort();
      claim(false);
    });
  };
  const onVisible = () => {
    if (document.visibilityState === "visible" && !leading) claim(true);
  };
  claim(false);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    stop.abort();
    channel.close();
    document.removeEventListener("visibilitychange", onVisible);
  };
}
