import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { eventStreamParser, keepStreaming, type StreamMessage } from "./event-stream";

describe("eventStreamParser", () => {
  it("joins messages split anywhere across chunks, skips comments and keeps the last id", () => {
    const seen: StreamMessage[] = [];
    const parse = eventStreamParser((m) => seen.push(m));
    const stream =
      'event: ready\nid: 7\nretry: 2000\ndata: {}\n\n: heartbeat\n\nevent: change\r\nid: 8\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: reset\ndata: {}\n\n';
    for (let i = 0; i < stream.length; i += 5) parse(stream.slice(i, i + 5));
    expect(seen).toEqual([
      { event: "ready", id: "7", data: "{}" },
      { event: "change", id: "8", data: '{"a":\n1}' },
      { event: "reset", id: "8", data: "{}" },
    ]);
  });

  it("does not deliver a message until its blank line arrives", () => {
    const seen: StreamMessage[] = [];
    const parse = eventStreamParser((m) => seen.push(m));
    parse("event: change\nid: 9\ndata: {}\n");
    expect(seen).toEqual([]);
    parse("\n");
    expect(seen).toHaveLength(1);
  });
});

describe("keepStreaming", () => {
  let close = () => {};
  afterEach(() => close());

  it("opens the stream again after it ends or is refused, resuming after the last id seen", async () => {
    const asked: string[] = [];
    const answers: ((res: ServerResponse) => void)[] = [
      (res) => res.writeHead(200, { "content-type": "text/event-stream" }).end("event: ready\nid: 5\ndata: {}\n\n"),
      (res) => res.writeHead(401).end(),
      (res) => res.writeHead(200, { "content-type": "text/event-stream" }).write('event: change\nid: 6\ndata: {"n":6}\n\n'),
    ];
    const server = createServer((req, res) => {
      asked.push(req.url ?? "");
      answers.shift()?.(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    server.on("connection", (socket) => server.once("close", () => socket.destroy()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;

    const stop = new AbortController();
    const seen: StreamMessage[] = [];
    const done = keepStreaming(
      (lastId) => (lastId ? `${base}?lastEventId=${lastId}` : base),
      (m) => seen.push(m),
      stop.signal,
    );
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    expect(seen.map((m) => [m.event, m.id])).toEqual([
      ["ready", "5"],
      ["change", "6"],
    ]);
    expect(asked).toEqual(["/events", "/events?lastEventId=5", "/events?lastEventId=5"]);
    stop.abort();
    await done; // aborting ends the open stream and the loop
    expect(asked).toHaveLength(3);
  });
});
