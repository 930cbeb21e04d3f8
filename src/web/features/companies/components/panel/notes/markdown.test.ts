import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("note markdown rendering", () => {
  it("renders ordinary markdown", () => {
    const html = renderMarkdown("# Summary\n\n- **ARR** $1.2M\n\n[Deck](https://example.com/deck)");
    expect(html).toContain("<h1>Summary</h1>");
    expect(html).toContain("<strong>ARR</strong>");
    expect(html).toContain('<a href="https://example.com/deck" target="_blank" rel="noopener noreferrer nofollow">Deck</a>');
  });

  it("neutralises hostile markdown: scripts, handlers, javascript: and data: links", () => {
    const hostile = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      "[click](javascript:alert(1))",
      "[click](JaVaScRiPt:alert(1))",
      "[click](  javascript&#58;alert(1))",
      "[click](vbscript:msgbox(1))",
      "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      '![x](https://example.com/a.png"onerror="alert(1))',
      "<iframe src=https://evil.example></iframe>",
      '<div style="background:url(javascript:alert(1))">x</div>',
    ].join("\n\n");
    const html = renderMarkdown(hostile);
    expect(html).not.toMatch(/<script/i);
    // Attribute values are quoted and encoded; with them blanked out, no tag has an event handler.
    const tags = html.replace(/"[^"]*"/g, '""');
    expect(tags).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).toContain('src="https://example.com/a.png%22onerror=%22alert(1)"');
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<div/i);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
    // Every tag that was typed stays visible as text instead.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
