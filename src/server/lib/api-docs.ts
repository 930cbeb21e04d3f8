import { escapeHtml } from "./mailer";
import { apiGuide } from "./api-docs-guide";

type Operation = { summary?: string; tags?: string[] };
type Doc = { paths?: object };

/** A readable, script-free rendering of the OpenAPI document (the JSON is at /api/openapi.json). */
export function apiDocsPage(doc: Doc): string {
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.entries((ops ?? {}) as Record<string, Operation>).map(
      ([method, op]) =>
        `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.tags?.join(", ") ?? "")}</td><td>${escapeHtml(op.summary ?? "")}</td></tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API · Fundline</title>
<style>body{font:14px system-ui,sans-serif;color:#111827;max-width:1100px;margin:32px auto;padding:0 16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:6px 8px;text-align:left;vertical-align:top}.m{font-weight:600}.get{color:#047857}.post{color:#4338ca}.patch,.put{color:#b45309}.delete{color:#b91c1c}pre{background:#f3f4f6;border-radius:6px;padding:10px 12px;overflow-x:auto;font-size:12px}h2{margin-top:28px}</style></head>
<body><h1>Fundline API</h1><p>Machine-readable document (OpenAPI 3.1): <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${apiGuide}
<table><thead><tr><th>Method</th><th>Path</th><th>Area</th><th>What it does</th></tr></thead><tbody>${rows.join("")}</tbody></table></body></html>`;
}
