import { FileText } from "lucide-react";
import { trackerDocuments } from "@shared/constants/portfolio";
import type { TrackerRow } from "@shared/schemas/portfolio";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ProgressBar } from "./progress-bar";

type Props = { row: TrackerRow; quarter: string; onOpen: (id: string) => void };

/** The tracker's count of documents in, e.g. "2/5", next to the bar in the table and on the card. */
export const documentCount = (row: TrackerRow) => `${row.files.length}/${trackerDocuments.length}`;

/** One tracked company on a phone: the table's columns as a card; View Details is its one action. */
export function TrackerCard({ row, quarter, onOpen }: Props) {
  return (
    <Card className="p-3 text-[13px]">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate pt-1 font-medium" title={row.name}>
          {row.name}
        </p>
        <Button size="sm" variant="secondary" onClick={() => onOpen(row.id)} aria-label={`View details of ${row.name}`}>
          <FileText aria-hidden /> View Details
        </Button>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Stage</dt>
          <dd className="truncate">{row.stage ?? "—"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Sector</dt>
          <dd className="truncate">{row.sector ?? "—"}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">Doc Status</dt>
          <dd className="mt-1 flex items-center gap-3">
            <div className="flex-1">
              <ProgressBar value={row.progress} label={`${row.name} documents for ${quarter}`} className="flex-1" />
            </div>
            <span className="text-xs text-muted-foreground tabular">{documentCount(row)}</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
