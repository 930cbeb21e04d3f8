import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };
/** What the receiver answers to the n-th request (0-based): a status, or "hang" (never answers). */
export type Reply = (n: number) => number | "hang";

/** A webhook receiver on loopback for the tests: records every request and answers as told. */
export async function startReceiver(reply: Reply = () => 200) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      const n = received.length;
      received.push({ headers: req.headers, body, at: Date.now() });
      const answer = reply(n);
      if (answer === "hang") return;
      res.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : "receiver error");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
