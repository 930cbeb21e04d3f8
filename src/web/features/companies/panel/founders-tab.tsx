import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { FounderPicker } from "./founder-picker";
import { Card } from "./info-item";
import { foundersOptions, useFounderActions } from "./panel-api";

/** The company's founders (people of the network): pick or add, open in the network (a new tab), remove. */
export function FoundersTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const founders = useQuery(foundersOptions(companyId));
  const { add, remove } = useFounderActions(companyId);
  const [message, setMessage] = useState<string | null>(null);
  const link = (body: { personId: string } | { name: string }, name: string) =>
    add.mutate(body, {
      onSuccess: () => toast.success(`Added ${name}`),
      onError: (e) => setMessage(`Could not add ${name}: ${errorMessage(e)}`),
    });
  return (
    <Card title="Founders">
      <ListState
        query={founders}
        items={founders.data?.items}
        loadingLabel="Loading founders"
        errorTitle="Could not load founders"
        empty={<p className="mt-3 text-[13px] text-muted-foreground">No founders added yet.</p>}
        className="mt-3"
      >
        {(items) => (
          <ul className="mt-3 divide-y divide-border" aria-label="Founders">
            {items.map((f) => (
              <li key={f.id} className="flex items-center justify-between gap-3 py-2 text-[13px]">
                {/* Spec part 2: a founder's name opens /people/{id} in a new tab. */}
                <a
                  href={`/people/${f.id}`}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-w-0 items-center gap-1 font-medium text-primary hover:underline"
                >
                  <span className="truncate">{f.name}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                {!readOnly && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${f.name}`}
                    onClick={() =>
                      remove.mutate(f.id, { onError: (e) => toast.error("Could not remove the founder", { description: errorMessage(e) }) })
                    }
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {!readOnly && (
        <div className="mt-4 border-t border-border pt-4">
          <FounderPicker
            busy={add.isPending}
            message={message}
            onMessage={setMessage}
            onPick={(person) => link({ personId: person.id }, person.name)}
            onAddNew={(name) => link({ name }, name)}
          />
        </div>
      )}
    </Card>
  );
}
