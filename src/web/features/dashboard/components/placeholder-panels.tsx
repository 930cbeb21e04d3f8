import { ChartColumn, Clock, TrendingUp } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@web/components/ui/card";

type Panel = { title: string; caption: string; icon: LucideIcon; wide?: boolean };

const panels: Panel[] = [
  { title: "Portfolio overview", caption: "Capital deployed, company count and MOIC", icon: ChartColumn, wide: true },
  { title: "Reminders", caption: "Your next follow-ups", icon: Clock },
  { title: "Recent investments", caption: "The latest cheques written", icon: TrendingUp, wide: true },
  { title: "Breakout companies", caption: "Top portfolio companies by valuation", icon: TrendingUp },
];

function GhostRows() {
  return (
    <div className="mt-4 flex flex-col gap-2.5" aria-hidden>
      {[72, 56, 64].map((width) => (
        <div key={width} className="flex items-center gap-3">
          <div className="size-6 rounded-full bg-hover" />
          <div className="h-2.5 rounded-full bg-hover" style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}

/** Quiet outlines of the panels the dashboard issue fills with real figures. */
export function PlaceholderPanels() {
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      {panels.map(({ title, caption, icon: Icon, wide }) => (
        <Card key={title} className={wide ? "p-4 lg:col-span-2" : "p-4"}>
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="text-sm font-medium text-foreground">{title}</h3>
              <p className="mt-0.5 text-xs text-muted-foreground">{caption}</p>
            </div>
            <Icon className="size-4 text-subtle-foreground" aria-hidden />
          </div>
          <GhostRows />
          <p className="mt-4 text-xs text-subtle-foreground">Figures appear here as your team adds data.</p>
        </Card>
      ))}
    </div>
  );
}
