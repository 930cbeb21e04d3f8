import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import type { LucideIcon } from "lucide-react";
import { BellRing, MessageSquare, Rocket, Wallet } from "lucide-react";
import { formatCompactMoney, formatDate, formatMoney } from "@shared/format";
import { groupByCompany, reminderDueLabel } from "@shared/portfolio-maths";
import { localDate } from "@shared/comment-labels";
import { CompanyLogo } from "@web/components/company-logo";
import { EmptyState } from "@web/components/empty-state";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import type { Dashboard } from "../api";

type Company = { id: string; name: string };
/** Opens the Comments and Reminders dialog: for a company (Comments tab) or mine (Reminders tab). */
export type OpenComments = (company?: Company) => void;

function ListCard({
  title,
  icon: Icon,
  action,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `dash-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card className={cn("flex flex-col", className)} aria-labelledby={id} role="region">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <Icon className="size-4 text-subtle-foreground" aria-hidden />
          {title}
        </h2>
        {action}
      </div>
      <div className="flex-1">{children}</div>
    </Card>
  );
}

function CommentsButton({ company, onOpen }: { company: Company; onOpen: OpenComments }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={`Comments on ${company.name}`} title="Comments" onClick={() => onOpen(company)}>
      <MessageSquare aria-hidden />
    </Button>
  );
}

export function TopPerformers({ items, onComments }: { items: Dashboard["topPerformers"]; onComments: OpenComments }) {
  return (
    <ListCard
      title="Top Performers"
      icon={Rocket}
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/portfolio">View all</Link>
        </Button>
      }
    >
      {items.length === 0 ? (
        <p className="px-4 py-8 text-center text-[13px] text-muted-foreground">No companies found</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((c) => (
            <li key={c.id} className="flex items-center gap-3 px-4 py-2.5">
              <CompanyLogo name={c.name} url={c.logoUrl} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-foreground">{c.name}</p>
                {c.oneLiner && <p className="truncate text-[13px] text-muted-foreground">{c.oneLiner}</p>}
              </div>
              {/* Compact on phones, where the name needs the room. */}
              <span className="text-sm font-medium text-foreground tabular-nums">
                <span className="sm:hidden">{formatCompactMoney(c.valuation)}</span>
                <span className="hidden sm:inline">{formatMoney(c.valuation)}</span>
              </span>
              <CommentsButton company={c} onOpen={onComments} />
              <Button asChild variant="secondary" size="sm">
                <Link to={`/companies/${c.id}`} aria-label={`View ${c.name}`}>
                  View
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

export function MyReminders({
  items,
  onComments,
  editable,
  className,
}: {
  items: Dashboard["reminders"];
  onComments: OpenComments;
  /** False for viewers: they read reminders but are not offered to create one. */
  editable: boolean;
  className?: string;
}) {
  const today = localDate();
  return (
    <ListCard
      title="My Reminders & Comments"
      icon={BellRing}
      className={className}
      action={
        <Button variant="link" size="sm" onClick={() => onComments()}>
          Open all
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState
          icon={BellRing}
          title="No upcoming reminders"
          action={
            editable && (
              <Button variant="secondary" size="sm" onClick={() => onComments()}>
                Create reminder
              </Button>
            )
          }
        />
      ) : (
        <div className="divide-y divide-border">
          {groupByCompany(items).map((group) => (
            <section key={group.companyId} className="px-4 py-3" aria-label={group.companyName}>
              <Link to={`/companies/${group.companyId}`} className="text-[13px] font-semibold text-foreground hover:underline">
                {group.companyName}
              </Link>
              <ul className="mt-1.5 flex flex-col gap-1.5">
                {group.items.map((r) => {
                  const due = reminderDueLabel(r.dueDate, today);
                  return (
                    <li key={r.id} className="flex items-start justify-between gap-3 text-[13px]">
                      <span className="min-w-0 break-words text-foreground">{r.text}</span>
                      <span className={cn("shrink-0 tabular-nums", due.overdue ? "font-medium text-danger" : "text-muted-foreground")}>
                        {due.label}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ListCard>
  );
}

export function RecentInvestments({ items, onComments }: { items: Dashboard["recentInvestments"]; onComments: OpenComments }) {
  return (
    <ListCard title="Recent Investments" icon={Wallet}>
      {items.length === 0 ? (
        <p className="px-4 py-8 text-center text-[13px] text-muted-foreground">No recent investments found</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((i) => (
            <li key={i.id} className="flex items-center gap-3 px-4 py-2.5">
              <CompanyLogo name={i.company.name} url={i.company.logoUrl} />
              <div className="min-w-0 flex-1">
                <Link to={`/companies/${i.company.id}`} className="block truncate text-sm font-medium text-foreground hover:underline">
                  {i.company.name}
                </Link>
                <p className="text-[13px] text-muted-foreground">
                  {i.roundType} · {formatDate(i.investmentDate)}
                </p>
              </div>
              <span className="text-sm font-medium text-foreground tabular-nums">{formatMoney(i.investedAmount)}</span>
              <CommentsButton company={i.company} onOpen={onComments} />
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
