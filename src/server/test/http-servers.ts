import { request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { TestContext } from "./harness";

type Closable = { close(cb: () => void): unknown; closeAllConnections?: () => void };
const closeServer = (server: Closable) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections?.(); // fetch keeps connections alive
  });

export type Running = { url: string; port: number; close(): Promise<void> };

/** The app on a real HTTP server on loopback (so the socket address and Host header are real). */
export function listen(app: TestContext["app"], hostname = "127.0.0.1"): Promise<Running> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname }, (info) => {
      const host = info.address.includes(":") ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        close: () => closeServer(server),
      });
    });
  });
}

/**
 * A few lines of reverse proxy, like nginx or Caddy in front of the app: forwards every
 * request to `target`, letting `rewrite` change the headers (add X-Forwarded-For, replace Host).
 */
export function reverseProxy(
  target: string,
  rewrite: (headers: IncomingHttpHeaders, peer: string) => IncomingHttpHeaders,
): Promise<Running> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers = rewrite({ ...req.headers }, req.socket.remoteAddress ?? "");
    const forward = httpRequest(
      { host: upstream.hostname.replace(/^\[|\]$/g, ""), port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, port, close: () => closeServer(server) });
    });
  });
}

/** GET with node:http, which (unlike fetch) sends any Host header we give it. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
