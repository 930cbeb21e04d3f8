/**
 * The headers of the signed-in pages. The server draws them into the HTML
 * (server/lib/first-paint.ts), so they paint before the app's code arrives, and the pages draw
 * the same text when it has: one text for both, or the header would change under the user's eyes.
 * A description that the page's data changes later (a count) is its text before the data.
 */
export type PageHeaderText = {
  title: string;
  description?: string;
  /** The page's container width, when not PageContainer's max-w-6xl: the server's container must match. */
  width?: "max-w-none" | "max-w-5xl";
  /** A "back" link the page draws above its header (the server draws it too, or the header would move). */
  back?: { to: string; label: string };
};

export const PIPELINE_HEADER: PageHeaderText = {
  title: "Investment Pipeline",
  description: "Every company you are tracking, from first look to portfolio.",
  width: "max-w-none",
};

export const NETWORK_DIRECTORY_HEADER: PageHeaderText = {
  title: "Network Directory",
  description: "Founders, investors, LPs and advisors you know.",
  width: "max-w-none",
};
export const NETWORK_CRM_HEADER: PageHeaderText = {
  title: "Network CRM",
  description: "Meetings with your high-value contacts.",
  width: "max-w-none",
};
export const LPS_HEADER = {
  title: "Limited Partners",
  description: "Your limited partners and their commitments, by fund.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
} satisfies PageHeaderText;
export const LP_CRM_HEADER: PageHeaderText = {
  title: "LP CRM Board",
  description: "Track your fundraising conversations with prospective LPs.",
  width: "max-w-none",
};
export const PORTFOLIO_COMPANIES_HEADER: PageHeaderText = {
  title: "Investment Portfolio",
  description: "The companies the funds have invested in, and how the portfolio is spread.",
  width: "max-w-none",
};
export const PORTFOLIO_STATS_HEADER: PageHeaderText = {
  title: "Portfolio Stats",
  description: "Per fund: what was invested, what LPs paid in and got back, and what it is worth today.",
};
export const QUARTERLY_TRACKER_HEADER: PageHeaderText = {
  title: "Quarterly Tracker",
  description: "Companies with a board seat or information rights, and the five documents each owes every quarter.",
};
export const PERFORMANCE_HEADER: PageHeaderText = {
  title: "Investment Performance",
  description: "What the fund has invested and what it is worth today.",
};

/** By path; each takes the organisation's name. */
export const pageHeaders: Record<string, (organization: string) => PageHeaderText> = {
  // The dashboard's description greets the user with today's date in their time zone, which
  // the server does not know: only the title is drawn early.
  "/dashboard": (organization) => ({ title: `${organization} Dashboard` }),
  "/companies": () => PIPELINE_HEADER,
  "/settings": (organization) => ({
    title: `${organization} Settings`,
    width: "max-w-5xl",
    description: "Your organisation's lists, funds, intake forms and team.",
  }),
  "/development": (organization) => ({
    title: "Development Board",
    description: `Internal development requests for ${organization}`,
  }),
  "/people": () => NETWORK_DIRECTORY_HEADER,
  "/networkcrm": () => NETWORK_CRM_HEADER,
  "/lps": () => LPS_HEADER,
  "/lpcrm": () => LP_CRM_HEADER,
  "/portfoliocompanies": () => PORTFOLIO_COMPANIES_HEADER,
  "/portfoliostats": () => PORTFOLIO_STATS_HEADER,
  "/portfoliomanagement": () => QUARTERLY_TRACKER_HEADER,
  "/performance": () => PERFORMANCE_HEADER,
};
