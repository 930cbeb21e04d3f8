import { describe, expect, it } from "vitest";
import { plainText, renderMarkdown } from "./markdown";

describe("note markdown rendering", () => {
  it("renders ordinary markdown", () => {
    const html = renderMarkdown("# Summary\n\n- **ARR** $1.2M\n\n[Deck](https://example.com/deck)");
    expect(html).toContain("<h1>Summary</h1>");
    expect(html).toContain("<strong>ARR</strong>");
    expect(html).toContain('<a href="https://example.com/deck" target="_blank" rel="noopener noreferrer nofollow">Deck</a>');
  });

  it("draws @Member Name as a chip in text, escaped, and never inside code or a link's address", () => {
    const html = renderMarkdown("Ask @Ravi Shah and @Ann about <b>it</b>\n\n`@Ravi Shah` [site](https://x.test/@Ravi)", [
      "Ravi Shah",
      "Ann",
      "Ravi",
    ]);
    expect(html).toContain('<span class="rounded bg-primary/10 px-1 font-medium text-primary">@Ravi Shah</span> and ');
    expect(html).toContain('<span class="rounded bg-primary/10 px-1 font-medium text-primary">@Ann</span> about &lt;b&gt;it&lt;/b&gt;');
    expect(html).toContain("<code>@Ravi Shah</code>");
    expect(html).toContain('href="https://x.test/@Ravi"');
    expect(renderMarkdown("Ask @Ravi Shah")).toBe("<p>Ask @Ravi Shah</p>\n");
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

  it("snippets are plain text: no task boxes, table pipes, markup or half-stripped tags", () => {
    expect(plainText("# Call\n\n- [x] Send deck\n- [ ] Book visit\n\n**ARR** $1.2M")).toBe("Call Send deck Book visit ARR $1.2M");
    expect(plainText("| Metric | Value |\n| --- | --- |\n| ARR | $1M |")).toBe("Metric Value ARR $1M");
    expect(plainText("Broken table | a |\n|---|")).toBe("Broken table a");
    expect(plainText("Hello <b>world</b> and <di")).toBe("Hello world and");
    expect(plainText("[Deck](https://example.com) `code` ![logo](x.png)")).toBe("Deck code logo");
  });
});
