import { useQuery } from "@tanstack/react-query";
import { importEntityLabels } from "@shared/constants/imports";
import { Card } from "@web/components/ui/card";
import { ListState } from "@web/components/list-state";
import { importsQuery } from "../api";
import { ImportButton } from "./import-button";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Settings → Import: start an import, and the history (who, when, file, counts). */
export function ImportCard({ canImport }: { canImport: boolean }) {
  const history = useQuery(importsQuery());
  return (
    <Card id="imports" className="p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-[15px] font-semibold">Import</h2>
        {canImport && <ImportButton />}
      </div>
      <p className="mt-1 text-[13px] text-muted-foreground">
        Bring in companies, people, LPs and investments from a spreadsheet or another CRM&apos;s export. Re-importing updates records
        instead of duplicating them.
      </p>
      <ListState
        query={history}
        items={history.data?.items}
        loadingLabel="Loading imports..."
        empty={<p className="mt-3 text-[13px]">No imports yet.</p>}
      >
        {(items) => (
          <ul className="mt-3 divide-y divide-border text-[13px]">
            {items.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <strong>{i.fileName}</strong> · {importEntityLabels[i.entity]} · {i.actorName}, {when(i.createdAt)}
                </span>
                <span className="text-muted-foreground">
                  {i.status === "done" || i.status === "undone"
                    ? `${i.created} created, ${i.updated} updated${i.status === "undone" ? " (undone)" : ""}`
                    : i.status === "failed"
                      ? "Failed, nothing imported"
                      : i.status === "running"
                        ? `Importing ${i.processed}/${i.total}`
                        : "Not imported"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Card>
  );
}
