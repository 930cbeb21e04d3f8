import { Link } from "react-router";
import { ArrowUpRight, BookUser, Building, Landmark, SquareKanban, type LucideIcon } from "lucide-react";

type QuickLink = { to: string; title: string; description: string; icon: LucideIcon };

const links: QuickLink[] = [
  { to: "/companies", title: "Pipeline", description: "Track deals from first contact to investment.", icon: SquareKanban },
  { to: "/portfoliocompanies", title: "Portfolio Companies", description: "Follow the companies you have backed.", icon: Building },
  { to: "/people", title: "Network Directory", description: "Founders, co-investors and advisors in one place.", icon: BookUser },
  { to: "/lps", title: "Existing LPs", description: "Your limited partners and their commitments.", icon: Landmark },
];

/** Entry points into the main areas while the dashboard metrics are being built. */
export function QuickLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {links.map(({ to, title, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-3 rounded-lg border border-border bg-surface p-3 transition-colors hover:border-border-strong hover:bg-surface-muted sm:flex-col sm:items-stretch sm:p-4"
          >
            <span className="flex shrink-0 items-center justify-between">
              <span className="flex size-8 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-4" aria-hidden />
              </span>
              <ArrowUpRight
                className="hidden size-4 text-subtle-foreground sm:block transition-colors group-hover:text-foreground"
                aria-hidden
              />
            </span>
            <span>
              <span className="block text-sm font-medium text-foreground">{title}</span>
              <span className="mt-0.5 block text-[13px] text-muted-foreground">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
