import { useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { formatDate } from "@shared/format";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { NETWORK_CRM_HEADER } from "@shared/page-headers";
import { Banner } from "@web/components/ui/banner";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { meetingsOptions, peopleListOptions } from "@web/features/people/api";
import { MeetingForm } from "@web/features/people/components/meeting-form";

/** /networkcrm: the high-value contacts and the meetings logged with each. */
export function NetworkCrmPage() {
  useDocumentTitle("Network CRM");
  const readOnly = useMe().role === "viewer";
  const high = useInfiniteQuery(peopleListOptions({ value: "High" }, 500));
  const people = high.data?.pages.flatMap((p) => p.items) ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = people.find((p) => p.id === selectedId);

  return (
    <PageContainer className={NETWORK_CRM_HEADER.width}>
      <PageHeader title={NETWORK_CRM_HEADER.title} description={NETWORK_CRM_HEADER.description} />
      <div className="mt-5 grid gap-5 md:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="high-value-heading" className="rounded-lg border border-border bg-surface p-2">
          <h2 id="high-value-heading" className="px-2 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            High-Value Contacts
          </h2>
          {high.isPending ? (
            <p className="px-2 py-2 text-[13px] text-muted-foreground">Loading network data...</p>
          ) : high.isError ? (
            <Banner tone="danger">Error fetching people: {errorMessage(high.error)}</Banner>
          ) : people.length === 0 ? (
            <p className="px-2 py-2 text-[13px] text-muted-foreground">No high-value people found.</p>
          ) : (
            <ul className="max-h-[60dvh] overflow-auto">
              {people.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-current={p.id === selectedId || undefined}
                    onClick={() => setSelectedId(p.id)}
                    className={cn(
                      "w-full truncate rounded-md px-2 py-1.5 text-left text-[13px] hover:bg-hover",
                      p.id === selectedId && "bg-selected font-medium",
                    )}
                  >
                    {p.name}
                    {p.companyName && <span className="text-muted-foreground"> · {p.companyName}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section aria-live="polite" className="min-w-0 space-y-4">
          {selected ? (
            <Meetings personId={selected.id} name={selected.name} readOnly={readOnly} />
          ) : (
            // Beside the list on a wide screen; on a phone the list is above and says enough itself.
            <p className="hidden rounded-lg border border-dashed border-border-strong px-6 py-14 text-center text-[13px] text-muted-foreground md:block">
              Select a high-value person from the sidebar to view or add meetings.
            </p>
          )}
        </section>
      </div>
    </PageContainer>
  );
}

function Meetings({ personId, name, readOnly }: { personId: string; name: string; readOnly: boolean }) {
  const meetings = useQuery(meetingsOptions(personId));
  const items = meetings.data?.items ?? [];
  return (
    <>
      <div className="rounded-lg border border-border bg-surface">
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold">Meetings with {name}</h2>
        {meetings.isError && <Banner tone="danger">{errorMessage(meetings.error)}</Banner>}
        {!meetings.isPending && items.length === 0 ? (
          <p className="px-4 py-6 text-[13px] text-muted-foreground">No meetings logged yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-[13px]">
              <thead className="bg-surface-muted text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="w-32 px-4 py-2 font-medium">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Purpose
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Notes
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((m) => (
                  <tr key={m.id} className="border-t border-border align-top">
                    <td className="px-4 py-2 tabular-nums">{formatDate(m.date)}</td>
                    <td className="px-4 py-2">{m.purpose}</td>
                    <td className="px-4 py-2 whitespace-pre-wrap text-muted-foreground">{m.notes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {!readOnly && <MeetingForm key={personId} personId={personId} readOnly={readOnly} />}
    </>
  );
}
