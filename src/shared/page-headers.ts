/**
 * The headers of the signed-in pages a phone most often opens first. The server draws them into
 * the HTML (server/lib/first-paint.ts), so they paint before the app's code arrives, and the
 * pages draw the same text when it has: one text for both, or the header would change under
 * the user's eyes.
 */
export type PageHeaderText = {
  title: string;
  description?: string;
  /** The page's container width, when not PageContainer's max-w-6xl: the server's container must match. */
  width?: "max-w-none" | "max-w-5xl";
};

export const PIPELINE_HEADER: PageHeaderText = {
  title: "Investment Pipeline",
  description: "Every company you are tracking, from first look to portfolio.",
  width: "max-w-none",
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
};
