import MarkdownIt from "markdown-it";

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

export const renderMarkdown = (source: string) => md.render(source);
