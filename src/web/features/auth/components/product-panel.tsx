import type { LucideIcon } from "lucide-react";
import { ChartColumn, ShieldCheck, Users } from "lucide-react";

type Feature = { icon: LucideIcon; title: string; text: string };

const features: Feature[] = [
  {
    icon: Users,
    title: "Real-time collaboration",
    text: "Pipeline moves, notes and reminders show up for your whole team as they happen.",
  },
  {
    icon: ChartColumn,
    title: "Advanced analytics",
    text: "Portfolio performance, MOIC and sector mix, computed from your own data.",
  },
  {
    icon: ShieldCheck,
    title: "Enterprise-grade security",
    text: "Organisation-scoped data, role-based access and every rule enforced on the server.",
  },
];

/** The product side of the sign-in card. */
export function ProductPanel() {
  return (
    <div className="relative hidden overflow-hidden bg-panel p-10 text-panel-foreground lg:flex lg:flex-col">
      <div className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-primary/40 blur-3xl" aria-hidden />
      <div
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(to_right,white_1px,transparent_1px),linear-gradient(to_bottom,white_1px,transparent_1px)] [background-size:32px_32px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)]"
        aria-hidden
      />
      <div className="relative">
        <p className="text-xs font-medium tracking-wide text-panel-foreground/70 uppercase">Fundline</p>
        <h2 className="mt-3 max-w-xs text-2xl leading-tight font-semibold tracking-tight">The back office your fund runs on.</h2>
        <p className="mt-3 max-w-sm text-sm text-panel-foreground/75">Deal flow, portfolio, network and LPs in one calm workspace.</p>
      </div>
      <ul className="relative mt-10 flex flex-col gap-6">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3.5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
              <Icon className="size-4" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-medium">{title}</span>
              <span className="mt-0.5 block text-[13px] leading-5 text-panel-foreground/70">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="relative mt-auto pt-10">
        <div className="flex items-center gap-3 rounded-lg bg-white/[0.07] px-3.5 py-3 ring-1 ring-white/10">
          <span className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-300/60" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-300" />
          </span>
          <p className="text-[13px] text-panel-foreground/85">
            <span className="font-medium text-panel-foreground">Northwind AI</span> moved to Due Diligence
            <span className="text-panel-foreground/55"> · just now</span>
          </p>
        </div>
      </div>
    </div>
  );
}
