import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import type { NoteSummary } from "@shared/schemas/notes";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { ListState } from "@web/components/list-state";
import { useMe } from "@web/lib/me-context";
import { canWrite } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { NoteEditor } from "./note-editor";
import { NotesList } from "./notes-list";
import { noteQuery, notesListQuery, useDeleteNote, useDuplicateNote } from "./notes-api";
import { useDebounced } from "@web/lib/use-debounced";

const AUTO_SAVE_MS = 30_000;

/** The panel's Notes tab: searchable list, markdown editor with preview, auto-save. */
export function NotesTab({ companyId, autoSaveMs = AUTO_SAVE_MS }: { companyId: string; autoSaveMs?: number }) {
  const editable = canWrite(useMe().role);
  const [search, setSearch] = useState("");
  const q = useDebounced(search, 300);
  const list = useQuery(notesListQuery(companyId, q));
  // A search result's address (?tab=notes&note={id}) opens that note.
  const [linked] = useState(() => new URLSearchParams(window.location.search).get("note"));
  const [selected, setSelectedId] = useState<string | "new" | null>(linked);
  // A new note keeps its editor (and what is being typed) when its first save gives it an id.
  const [editorKey, setEditorKey] = useState(linked ?? "");
  const setSelected = (id: string | "new" | null) => {
    setSelectedId(id);
    setEditorKey(id === "new" ? `new-${Date.now()}` : (id ?? ""));
  };
  const note = useQuery({ ...noteQuery(companyId, selected ?? ""), enabled: !!selected && selected !== "new" });
  const [deleting, setDeleting] = useState<NoteSummary | null>(null);
  const remove = useDeleteNote(companyId);
  const duplicate = useDuplicateNote(companyId);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (editable && (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "n") {
        e.preventDefault();
        setSelected("new");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [editable]);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success("Note deleted successfully");
        if (selected === deleting.id) setSelected(null);
        setDeleting(null);
      },
      onError: () => toast.error("Failed to delete note. Please try again."),
    });
  const onDuplicate = (id: string) =>
    duplicate.mutate(id, {
      onSuccess: (copy) => {
        toast.success("Note created successfully");
        setSelected(copy.id);
      },
      onError: () => toast.error("Failed to duplicate note"),
    });

  return (
    <section
      aria-label="Notes"
      className="grid grid-cols-1 gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[18rem_minmax(0,1fr)] md:p-5"
    >
      {/* min-w-0 everywhere: at 390 px the search box must shrink so New note stays in view, and long titles truncate inside the card. */}
      <div className={selected ? "hidden min-w-0 flex-col gap-3 md:flex" : "flex min-w-0 flex-col gap-3"}>
        <div className="flex items-center gap-2">
          <div className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search notes..."
              aria-label="Search notes"
              className="pl-8"
            />
          </div>
          {editable && (
            <Button
              size="icon"
              className="shrink-0"
              aria-label="New note"
              aria-keyshortcuts="Control+N Meta+N"
              onClick={() => setSelected("new")}
            >
              <Plus aria-hidden />
            </Button>
          )}
        </div>
        <ListState
          query={list}
          items={list.data?.items}
          loadingLabel="Loading notes"
          loading={[0, 1].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
          errorTitle="Failed to load notes. Please refresh and try again."
          onRetry={() => void list.refetch()}
          empty={
            <p className="py-6 text-center text-[13px] text-muted-foreground">{q ? "No notes match your search." : "No notes yet."}</p>
          }
        >
          {(notes) => (
            <NotesList
              notes={notes}
              selectedId={selected}
              editable={editable}
              onSelect={setSelected}
              onDuplicate={onDuplicate}
              onDelete={setDeleting}
            />
          )}
        </ListState>
      </div>
      <div className={selected ? "flex min-w-0 flex-col gap-3" : "hidden min-w-0 flex-col md:flex"}>
        {selected && (
          <Button variant="ghost" size="sm" className="self-start md:hidden" onClick={() => setSelected(null)}>
            ← All notes
          </Button>
        )}
        {selected === "new" ? (
          <NoteEditor
            key={editorKey}
            companyId={companyId}
            note={null}
            editable={editable}
            autoSaveMs={autoSaveMs}
            onCreated={(n) => setSelectedId(n.id)}
          />
        ) : selected && note.data ? (
          <NoteEditor
            key={editorKey}
            companyId={companyId}
            note={note.data}
            editable={editable}
            autoSaveMs={autoSaveMs}
            onCreated={() => {}}
          />
        ) : selected && note.isError ? (
          <Banner tone="danger">
            Failed to load note content{" "}
            <Button variant="link" size="sm" onClick={() => void note.refetch()}>
              Retry
            </Button>
          </Banner>
        ) : selected ? (
          <Skeleton className="h-72" />
        ) : (
          <p className="m-auto text-[13px] text-muted-foreground">
            {editable ? "Select a note, or press Ctrl+N for a new one." : "Select a note to read it."}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Note"
        description={`Are you sure you want to delete "${deleting?.title ?? ""}"? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
