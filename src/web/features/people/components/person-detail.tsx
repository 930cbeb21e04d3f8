import { useState } from "react";
import { Link } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "@shared/format";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { escapeIsLocal } from "@web/components/document-vault/document-row";
import { DocumentVault } from "@web/components/document-vault/document-vault";
import { RecentInteractions } from "@web/components/interactions/recent-interactions";
import { Badge } from "@web/components/ui/badge";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { meetingsOptions, personDocumentsKey, personOptions, useDeletePerson, useSavePerson } from "../api";
import { ContactSummary } from "./contact-summary";
import { Section } from "./contact-fields";
import { CustomFieldsForm } from "@web/components/custom-fields/custom-fields-form";
import { PersonDialog } from "./person-dialog";

type Props = { id: string; readOnly: boolean; onClose: () => void };

/** One contact: details, Recent Interactions (meetings, founded companies), Documents, edit and delete. */
export function PersonDetailDialog({ id, readOnly, onClose }: Props) {
  // Once deleted, nothing asks for the person again (a live update would otherwise refetch a 404).
  const [gone, setGone] = useState(false);
  const person = useQuery({ ...personOptions(id), enabled: !gone });
  const meetings = useQuery({ ...meetingsOptions(id), enabled: !gone });
  const remove = useDeletePerson();
  const save = useSavePerson();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [creating, setCreating] = useState<{ email: string; name: string | null } | null>(null);
  const p = person.data;

  const confirmDelete = () => {
    // Marked gone before the request: the server's live update may arrive before its answer.
    setGone(true);
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(`Deleted ${p?.name ?? "the contact"}`);
        setDeleting(false);
        onClose();
      },
      onError: (err) => {
        setGone(false);
        toast.error(errorMessage(err));
      },
    });
  };

  const details: [string, string | null | undefined][] = p
    ? [
        ["Company", p.companyName],
        ["Title", p.title],
        ["Type", p.personType],
        ["Sector Focus", p.sectorFocus],
        ["Stage", p.stage],
        ["Check Size Range", p.checkSizeRange],
        ["POC", p.pocName],
        ["Last Meeting", p.lastMeeting && formatDate(p.lastMeeting)],
        ["Website", p.website],
        ["Other e-mails", p.otherEmails.join(", ")],
      ]
    : [];
  const recorded = details.filter((d): d is [string, string] => Boolean(d[1]));

  return (
    <Dialog open={!editing && !deleting && !creating} onOpenChange={(open) => !open && !editing && !deleting && !creating && onClose()}>
      <DialogContent className="sm:max-w-3xl" aria-describedby={undefined} onEscapeKeyDown={(e) => escapeIsLocal(e) && e.preventDefault()}>
        {person.isError ? (
          <>
            <DialogTitle>Contact</DialogTitle>
            <Banner tone="danger" className="mt-3">
              {errorMessage(person.error)}
            </Banner>
          </>
        ) : !p ? (
          <>
            <DialogTitle className="sr-only">Contact</DialogTitle>
            <p className="text-sm text-muted-foreground">Loading network data...</p>
          </>
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-start justify-between gap-3 pr-8">
              <div className="min-w-0">
                <DialogTitle className="truncate text-xl font-semibold">{p.name}</DialogTitle>
                <DialogDescription className="text-sm text-muted-foreground">
                  {[p.title, p.companyName].filter(Boolean).join(" at ") || "Contact"}
                </DialogDescription>
              </div>
              {p.value && <Badge tone={p.value === "High" ? "accent" : "neutral"}>{p.value} value</Badge>}
            </div>
            <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
              <div className="space-y-6">
                <Section title="Details">
                  {/* Only what is recorded: a wall of "—" rows says nothing. */}
                  {recorded.length ? (
                    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-[13px] sm:grid-cols-2">
                      {recorded.map(([label, value]) => (
                        <div key={label} className="flex justify-between gap-3 border-b border-border pb-1.5">
                          <dt className="text-muted-foreground">{label}</dt>
                          <dd className="min-w-0 truncate text-right">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    <p className="text-[13px] text-muted-foreground">No details recorded yet.</p>
                  )}
                  {p.notes && <p className="text-[13px] whitespace-pre-wrap">{p.notes}</p>}
                </Section>
                <Section title="Fields">
                  <CustomFieldsForm
                    key={p.version}
                    entity="person"
                    values={p.customFields}
                    readOnly={readOnly}
                    onSave={(customFields) => save.mutateAsync({ id: p.id, body: { customFields, version: p.version } })}
                  />
                </Section>
                <Section title="Recent Interactions">
                  {p.foundedCompanies.length > 0 && (
                    <ul className="space-y-1 text-[13px]">
                      {p.foundedCompanies.map((c) => (
                        <li key={c.id}>
                          Founder of{" "}
                          <Link to={`/companies/${c.id}`} className="text-primary hover:underline">
                            {c.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {meetings.data?.items.length ? (
                    <ul className="divide-y divide-border rounded-md border border-border text-[13px]">
                      {meetings.data.items.slice(0, 10).map((m) => (
                        <li key={m.id} className="px-3 py-2">
                          <span className="font-medium tabular-nums">{formatDate(m.date)}</span> · {m.purpose}
                          {m.notes && <p className="text-muted-foreground">{m.notes}</p>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    !p.foundedCompanies.length && <p className="text-[13px] text-muted-foreground">No meetings logged yet.</p>
                  )}
                  {!gone && <RecentInteractions owner={{ personId: id }} readOnly={readOnly} onCreateContact={setCreating} />}
                </Section>
                <Section title="Documents">
                  {!gone && (
                    <DocumentVault owner={{ personId: id }} queryKey={personDocumentsKey(id)} readOnly={readOnly} defaultCategory="notes" />
                  )}
                </Section>
              </div>
              <ContactSummary values={p} />
            </div>
            {!readOnly && (
              <div className="flex justify-end gap-2 border-t border-border pt-4">
                <Button variant="secondary" onClick={() => setDeleting(true)}>
                  Delete
                </Button>
                <Button onClick={() => setEditing(true)}>Edit</Button>
              </div>
            )}
          </div>
        )}
      </DialogContent>
      {p && editing && <PersonDialog open onOpenChange={setEditing} person={p} />}
      {creating && (
        <PersonDialog open onOpenChange={(open) => !open && setCreating(null)} initial={{ email: creating.email, name: creating.name }} />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${p?.name ?? "contact"}?`}
        description={`Are you sure you want to delete ${p?.name}? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Dialog>
  );
}
