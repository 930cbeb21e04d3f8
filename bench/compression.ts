// What compressing a JSON response costs, per level: the bytes of real list and board responses
// compressed repeatedly in this process (ms per response, median of 30) and the ratio. The load
// runs with `accept-encoding: br` / `gzip` show the same cost under 32 connections.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type CompressionRow = { endpoint: string; kb: number; codec: string; ms: number; ratio: number };

const levels: [string, (b: Buffer) => Buffer][] = [
  ...[1, 4, 5, 6, 9].map(
    (q) => [`br ${q}`, (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: q } })] as const,
  ),
  ...[1, 6, 9].map((l) => [`gzip ${l}`, (b: Buffer) => gzipSync(b, { level: l })] as const),
] as [string, (b: Buffer) => Buffer][];

export async function measureCompression(base: string, cookie: string, endpoints: string[]): Promise<CompressionRow[]> {
  const rows: CompressionRow[] = [];
  for (const endpoint of endpoints) {
    const body = Buffer.from(await (await fetch(base + endpoint, { headers: { cookie } })).arrayBuffer());
    for (const [codec, compress] of levels) {
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < 30; i++) {
        const start = performance.now();
        size = compress(body).length;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const row = {
        endpoint,
        kb: Math.round(body.length / 102.4) / 10,
        codec,
        ms: Math.round(times[15] * 100) / 100,
        ratio: Math.round((body.length / size) * 10) / 10,
      };
      console.log(`compression ${endpoint} (${row.kb} KB) ${codec}: ${row.ms} ms, ${row.ratio}×`);
      rows.push(row);
    }
  }
  return rows;
}
