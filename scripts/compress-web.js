// Runs after `vite build`: writes Brotli (.br) and gzip (.gz) copies of every text asset of
// dist/web so the server sends compressed bytes without compressing on each request.
import { readdirSync, readFileSync, writeFileSync, statSync } from "node:fs";
import { join, extname } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const root = process.argv[2] ?? "dist/web";
const textTypes = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest", ".map", ".xml"]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let br = 0;
for (const path of files(root)) {
  if (!textTypes.has(extname(path))) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  // A copy that is not smaller is useless: the server then sends the file as it is.
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  raw += content.length;
  br += Math.min(brotli.length, content.length);
}
console.log(`compress-web: ${(raw / 1024).toFixed(0)} KB of text assets, ${(br / 1024).toFixed(0)} KB with Brotli`);
