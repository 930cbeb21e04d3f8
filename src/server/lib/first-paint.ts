import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { pageHeaders } from "@shared/page-headers";
import { callerForRequest } from "../auth/session";
import type { Db } from "../db/client";
import { organizations } from "../db/schema";
import { escapeHtml } from "./mailer";

export type FirstPaintCaller = { organization: string };

/**
 * The signed-in shell and the page's header as HTML, for the server to put in the page before
 * the app's code arrives: a phone on a slow network sees the page's title at the first paint,
 * not a spinner for seconds. Undefined for a path without an early header.
 *
 * The classes are those of AppShell, Sidebar(Header), MobileNav, PageContainer and PageHeader,
 * so the app draws the header exactly where this one was (the e2e test "first-load" compares
 * their positions). The sidebar's width follows the collapsed state boot.js reads from storage.
 */
export function firstPaintMarkup(path: string, caller: FirstPaintCaller): string | undefined {
  const header = pageHeaders[path]?.(caller.organization);
  if (!header) return undefined;
  const org = escapeHtml(caller.organization);
  const letter = escapeHtml((caller.organization.trim()[0] ?? "O").toUpperCase());
  const description = header.description ? `<p class="mt-1 text-sm text-muted-foreground">${escapeHtml(header.description)}</p>` : "";
  // The page's ghost, small Button around a Link (buttonVariants in web/components/ui/button.tsx).
  const back = header.back
    ? `<div class="mb-3"><a href="${escapeHtml(header.back.to)}" class="${backLinkClasses}">${arrowLeftIcon} ${escapeHtml(header.back.label)}</a></div>`
    : "";
  return (
    `<div data-first-paint class="flex min-h-dvh bg-background">` +
    `<aside class="sticky top-0 hidden h-dvh w-60 shrink-0 border-r border-border bg-sidebar md:block in-data-[sidebar=collapsed]:w-14">` +
    `<div class="flex items-center gap-2.5 px-3 pt-3 pb-4 in-data-[sidebar=collapsed]:justify-center in-data-[sidebar=collapsed]:px-0">` +
    `<div class="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">${letter}</div>` +
    `<div class="min-w-0 flex-1 in-data-[sidebar=collapsed]:hidden"><p class="truncate text-[13px] font-semibold leading-4 text-foreground">${org}</p>` +
    `<p class="truncate text-xs text-muted-foreground">Management Platform</p></div></div></aside>` +
    `<div class="flex min-w-0 flex-1 flex-col">` +
    `<header class="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur md:hidden">` +
    `<div class="flex size-8 items-center justify-center text-muted-foreground" aria-hidden="true">${menuIcon}</div>` +
    `<div class="flex size-6 items-center justify-center rounded-md bg-primary text-xs font-semibold text-primary-foreground" aria-hidden="true">${letter}</div>` +
    `<span class="truncate text-[13px] font-semibold">${org}</span></header>` +
    `<main class="flex-1"><div class="mx-auto w-full px-4 py-6 sm:px-8 sm:py-8 ${header.width ?? "max-w-6xl"}">${back}` +
    `<div class="flex flex-wrap items-start justify-between gap-x-4 gap-y-3"><div class="min-w-0">` +
    `<h1 class="truncate text-xl font-semibold tracking-tight text-foreground">${escapeHtml(header.title)}</h1>${description}</div></div>` +
    `<p role="status" class="sr-only">Loading...</p></div></main></div></div>`
  );
}

const backLinkClasses =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors select-none " +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 text-muted-foreground hover:bg-hover hover:text-foreground h-7 px-2.5 text-[13px]";

// Lucide's "arrow-left" icon, as the page draws it.
const arrowLeftIcon =
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
  `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m12 19-7-7 7-7"/><path d="M19 12H5"/></svg>`;

// Lucide's "menu" icon, as MobileNav draws it.
const menuIcon =
  `<svg class="size-5" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></svg>`;

/** For serveWeb: the early markup of a signed-in request's page, or undefined (signed out, other pages). */
export function firstPaintFor(db: Db, secret: string) {
  return async (c: Context) => {
    if (!pageHeaders[c.req.path]) return undefined;
    const caller = await callerForRequest(c, db, secret);
    if (!caller) return undefined;
    const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.orgId));
    return org ? firstPaintMarkup(c.req.path, { organization: org.name }) : undefined;
  };
}
