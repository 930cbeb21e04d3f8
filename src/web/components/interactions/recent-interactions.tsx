import { useRef, useState } from "react";
import { CalendarDays, Mail, Trash2, Upload } from "lucide-react";
import { INBOUND_MAX_BYTES } from "@shared/constants/interactions";
import type { Interaction } from "@shared/schemas/interactions";
import { formatDate } from "@shared/format";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { toast } from "@web/lib/toast";
import { useInteractions, type InteractionOwner } from "./use-interactions";

type Props = {
  owner: InteractionOwner;
  readOnly: boolean;
  /** Offered for participants who are not in the network yet. */
  onCreateContact?: (p: { email: string; name: string | null }) => void;
};

const isMessageFile = (f: File) => /\.(eml|ics)$/i.test(f.name) || f.type === "message/rfc822" || f.type === "text/calendar";

/** Captured e-mails and invitations, newest first; drop an .eml or .ics file on it to log one (issue 45). */
export function RecentInteractions({ owner, readOnly, onCreateContact }: Props) {
  const { list, importFile, remove } = useInteractions(owner);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!isMessageFile(file)) return setError(`${file.name}: drop an e-mail (.eml) or a calendar invitation (.ics)`);
    if (file.size > INBOUND_MAX_BYTES) return setError(`${file.name} is too large (25 MB at most)`);
    setProgress(0);
    try {
      const result = await importFile.mutateAsync({ file, onProgress: setProgress });
      if (result.duplicate) toast.success("Already logged");
      else if (result.interaction) toast.success(`Logged “${result.interaction.subject}”`);
      else toast.success("Nothing logged: nobody on it is in your network yet");
    } catch (e) {
      setError(`${file.name}: ${errorMessage(e)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {!readOnly && (
        <div
          data-testid="interaction-drop"
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            void send(e.dataTransfer.files[0]);
          }}
          className={cn(
            "flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border bg-surface px-3 py-2 text-xs text-muted-foreground",
            over && "border-primary bg-hover",
          )}
        >
          <span>
            {progress !== null ? `Logging… ${Math.round(progress * 100)}%` : "Drop an e-mail (.eml) or invitation (.ics) here to log it"}
          </span>
          <Button type="button" size="sm" variant="secondary" onClick={() => input.current?.click()} disabled={progress !== null}>
            <Upload aria-hidden /> Import
          </Button>
          <input
            ref={input}
            type="file"
            aria-label="E-mail or invitation file"
            accept=".eml,.ics,message/rfc822,text/calendar"
            className="hidden"
            onChange={(e) => {
              void send(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      )}
      <ListState
        query={list}
        items={list.data?.items}
        loadingLabel="Loading interactions..."
        empty={<p className="text-[13px] text-muted-foreground">No captured e-mails or invitations yet.</p>}
      >
        {(items) => (
          <ul className="divide-y divide-border rounded-md border border-border text-[13px]" aria-label="Captured interactions">
            {items.map((i) => (
              <InteractionRow
                key={i.id}
                item={i}
                onCreateContact={readOnly ? undefined : onCreateContact}
                onDelete={
                  !readOnly && i.canDelete ? () => remove.mutate(i.id, { onError: (e) => toast.error(errorMessage(e)) }) : undefined
                }
              />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

function InteractionRow({
  item,
  onDelete,
  onCreateContact,
}: {
  item: Interaction;
  onDelete?: () => void;
  onCreateContact?: Props["onCreateContact"];
}) {
  const Icon = item.kind === "meeting" ? CalendarDays : Mail;
  const unknown = item.participants.filter((p) => !p.personId);
  return (
    <li className="flex gap-2 px-3 py-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label={item.kind === "meeting" ? "Meeting" : "E-mail"} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 truncate font-medium" title={item.subject}>
            {item.subject}
          </p>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatDate(item.occurredAt)}</span>
        </div>
        {item.excerpt ? (
          <p className="line-clamp-3 whitespace-pre-wrap text-muted-foreground">{item.excerpt}</p>
        ) : (
          item.excerpt === null && <p className="text-xs text-muted-foreground">Subject only (shared by {item.capturedBy.name})</p>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          Logged by {item.capturedBy.name}
          {item.participants.length > 0 && ` · ${item.participants.map((p) => p.name ?? p.email).join(", ")}`}
        </p>
        {onCreateContact && unknown.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
            {unknown.slice(0, 5).map((p) => (
              <li key={p.email}>
                <span className="text-muted-foreground">{p.email}</span>{" "}
                <button type="button" className="text-primary hover:underline" onClick={() => onCreateContact(p)}>
                  Create contact
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {onDelete && (
        <Button type="button" size="icon" variant="ghost" aria-label={`Delete ${item.subject}`} onClick={onDelete}>
          <Trash2 aria-hidden />
        </Button>
      )}
    </li>
  );
}
