import { formatCompactMoney, formatDate } from "@shared/format";
import type { LedgerPoint } from "@shared/fund-ledger";

const W = 640;
const H = 200;
const PAD = { left: 52, right: 12, top: 10, bottom: 24 };
const series = [
  { key: "paidIn", label: "Paid in", colour: "var(--color-primary)" },
  { key: "distributed", label: "Distributed", colour: "var(--color-success)" },
  { key: "nav", label: "NAV", colour: "var(--color-warning)" },
] as const;

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * Paid-in vs distributed vs NAV over time, drawn as SVG: three lines on one time axis do not
 * need a chart library (decision 014). Paid-in and distributed are cumulative steps; NAV joins
 * its snapshots. The figure's text alternative names the latest values.
 */
export function LedgerChart({ points }: { points: LedgerPoint[] }) {
  if (points.length < 2)
    return <p className="py-8 text-center text-xs text-muted-foreground">The chart appears once the fund has two dated entries.</p>;
  const first = dayOf(points[0].date);
  const last = dayOf(points[points.length - 1].date);
  const max = Math.max(1, ...points.flatMap((p) => [p.paidIn, p.distributed, p.nav ?? 0]));
  const x = (date: string) => PAD.left + ((dayOf(date) - first) / Math.max(1, last - first)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  const step = (key: "paidIn" | "distributed") =>
    points
      .map((p, i) => (i === 0 ? `M${x(p.date).toFixed(1)},${y(p[key]).toFixed(1)}` : `H${x(p.date).toFixed(1)} V${y(p[key]).toFixed(1)}`))
      .join(" ");
  const navPoints = points.filter((p) => p.nav !== null);
  const navPath = navPoints.map((p, i) => `${i ? "L" : "M"}${x(p.date).toFixed(1)},${y(p.nav!).toFixed(1)}`).join(" ");
  const end = points[points.length - 1];
  const lastNav = navPoints[navPoints.length - 1];
  const summary = `From ${formatDate(points[0].date)} to ${formatDate(end.date)}: paid in ${formatCompactMoney(end.paidIn)}, distributed ${formatCompactMoney(end.distributed)}${lastNav ? `, latest NAV ${formatCompactMoney(lastNav.nav)} (${formatDate(lastNav.date)})` : ""}.`;
  const ticks = [0, 0.5, 1].map((t) => t * max);
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Paid in, distributed and NAV over time. ${summary}`}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="var(--color-border)" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={11} fill="var(--color-muted-foreground)">
              {formatCompactMoney(t)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 6} fontSize={11} fill="var(--color-muted-foreground)">
          {formatDate(points[0].date)}
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize={11} textAnchor="end" fill="var(--color-muted-foreground)">
          {formatDate(end.date)}
        </text>
        <path d={step("paidIn")} fill="none" stroke={series[0].colour} strokeWidth={2} />
        <path d={step("distributed")} fill="none" stroke={series[1].colour} strokeWidth={2} />
        {navPath && <path d={navPath} fill="none" stroke={series[2].colour} strokeWidth={2} strokeDasharray="5 3" />}
        {navPoints.map((p) => (
          <circle key={p.date} cx={x(p.date)} cy={y(p.nav!)} r={2.5} fill={series[2].colour}>
            <title>{`NAV ${formatCompactMoney(p.nav)} on ${formatDate(p.date)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ background: s.colour }} aria-hidden />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
