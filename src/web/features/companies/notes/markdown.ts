import MarkdownIt from "markdown-it";
import { mentionChipClass, splitMentions } from "@web/components/mentions/split-mentions";

/**
 * Markdown to HTML, safe to put into the page: raw HTML in the source is escaped (html: false),
 * so no <script>, <iframe> or inline event handlers; links with javascript:, vbscript:, file:
 * or data: (other than images) are refused by markdown-it's link validation.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  // Links leave the app in a new tab without handing it window.opener.
  tokens[idx].attrSet("target", "_blank");
  tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// "@Member Name" in text (never in code, links' addresses or attributes) becomes a mention chip.
md.renderer.rules.text = (tokens, idx, _options, env) =>
  splitMentions(tokens[idx].content, (env as { mentionNames?: string[] } | undefined)?.mentionNames ?? [])
    .map((part, i) => (i % 2 ? `<span class="${mentionChipClass}">${md.utils.escapeHtml(part)}</span>` : md.utils.escapeHtml(part)))
    .join("");

/** `mentionNames`: the organisation's members, whose "@Name" is drawn as a chip. */
export const renderMarkdown = (source: string, mentionNames: string[] = []) => md.render(source, { mentionNames });

type Token = ReturnType<typeof md.parse>[number];
const inlineText = (t: Token) =>
  (t.children ?? [])
    .map((c) =>
      c.type === "text" || c.type === "code_inline" ? c.content : c.type.endsWith("break") ? " " : c.type === "image" ? c.content : "",
    )
    .join("")
    // A task list item's "[ ]" / "[x]".
    .replace(/^\[[ xX]\]\s+/, "");

/**
 * A note's markdown as one line of plain text (the list's snippet): no markup, no task boxes,
 * no table pipes, and no tag left half-stripped where the server's excerpt was cut.
 */
export function plainText(source: string): string {
  const parts = md
    .parse(source, {})
    .map((t) => (t.type === "inline" ? inlineText(t) : t.type === "fence" || t.type === "code_block" ? t.content : ""));
  return parts
    .join(" ")
    .replace(/<\/?[a-z][^>]*>?/gi, " ")
    .replace(/\|/g, " ")
    .replace(/(^|\s):?-{3,}:?(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
