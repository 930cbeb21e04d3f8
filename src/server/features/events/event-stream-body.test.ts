import { describe, expect, it } from "vitest";
import { eventStreamBody, MAX_UNREAD_BYTES, sseFrame } from "./event-stream-body";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("an event stream's body", () => {
  it("writes Server-Sent Events frames, with id and retry only when given", () => {
    expect(text(sseFrame({ event: "reset", data: "{}" }))).toBe("event: reset\ndata: {}\n\n");
    expect(text(sseFrame({ event: "ready", data: "{}", id: "abc", retry: 2000 }))).toBe("event: ready\ndata: {}\nid: abc\nretry: 2000\n\n");
  });

  it("delivers what is sent, in order, to the reader", async () => {
    const stream = eventStreamBody(() => {});
    stream.send(sseFrame({ event: "a", data: "1" }));
    stream.send(sseFrame({ event: "b", data: "2" }));
    stream.end();
    const received = await new Response(stream.body).text();
    expect(received).toBe("event: a\ndata: 1\n\nevent: b\ndata: 2\n\n");
  });

  it("ends the stream of a client that stopped reading once it holds more than the limit, and calls onEnd once", () => {
    let ends = 0;
    const stream = eventStreamBody(() => ends++);
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    while (!stream.ended && sent < 2 * MAX_UNREAD_BYTES) {
      stream.send(chunk);
      sent += chunk.byteLength;
    }
    expect(stream.ended).toBe(true);
    expect(sent).toBeGreaterThan(MAX_UNREAD_BYTES);
    expect(sent).toBeLessThanOrEqual(MAX_UNREAD_BYTES + 64 * 1024 + 16 * 1024);
    stream.send(chunk);
    stream.end();
    expect(ends).toBe(1);
  });

  it("calls onEnd when the client goes away", async () => {
    let ends = 0;
    const stream = eventStreamBody(() => ends++);
    await stream.body.cancel();
    expect(stream.ended).toBe(true);
    expect(ends).toBe(1);
  });
});
