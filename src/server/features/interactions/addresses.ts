import { domainToASCII } from "node:url";

/**
 * Mail domains anyone can have an address at: an address there says nothing about a company,
 * so it never matches one (a person with that exact address still matches).
 */
export const FREE_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "qq.com",
  "163.com",
  "126.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "orange.fr",
  "free.fr",
  "t-online.de",
  "comcast.net",
  "verizon.net",
  "att.net",
]);

const ADDRESS = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

/** "  <Jane.Doe@ACME.io> " or "mailto:jane.doe@acme.io" → "jane.doe@acme.io"; null when it is no address. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let a = raw
    .trim()
    .replace(/^mailto:/i, "")
    .replace(/^<(.*)>$/, "$1")
    .trim();
  const at = a.lastIndexOf("@");
  if (at < 1) return null;
  const domain = normaliseDomain(a.slice(at + 1));
  if (!domain) return null;
  a = `${a.slice(0, at).toLowerCase()}@${domain}`;
  return a.length <= 254 && ADDRESS.test(a) ? a : null;
}

/** "WWW.Acme.IO." → "acme.io", "bücher.de" → "xn--bcher-kva.de"; null when it is no domain. */
export function normaliseDomain(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  const ascii = domainToASCII(host);
  return ascii && ascii.includes(".") ? ascii : null;
}

/** The domain of an address, or null for a free-mail provider (no company can be matched by it). */
export function companyDomainOf(address: string): string | null {
  const domain = address.slice(address.lastIndexOf("@") + 1);
  return FREE_MAIL_DOMAINS.has(domain) ? null : domain;
}

/** The token of a capture address `log+<token>@<domain>` at this instance's domain, else null. */
export function captureTokenOf(address: string, inboundDomain: string): string | null {
  const a = normaliseAddress(address);
  if (!a) return null;
  const match = /^log\+([a-z0-9]{8,64})@(.+)$/.exec(a);
  return match && match[2] === normaliseDomain(inboundDomain) ? match[1] : null;
}

/** Any address at the instance's own inbound domain (capture addresses never become participants). */
export const isInboundAddress = (address: string, inboundDomain: string) => address.endsWith(`@${normaliseDomain(inboundDomain)}`);
