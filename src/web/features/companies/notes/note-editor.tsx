import { useEffect, useRef, useState } from "react";
import { NOTE_CONTENT_MAX, NOTE_TITLE_INPUT_MAX, noteCreateSchema, type Note } from "@shared/schemas/notes";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { useMentions } from "@web/components/mentions/mention-picker";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { toast } from "@web/lib/toast";
import { MarkdownPreview } from "./markdown-preview";
import { useSaveNote } from "./notes-api";
import { useOnline } from "./use-online";
import { formatGrouped } from "@shared/format";

type NoteEditorProps = {
  companyId: string;
  /** The saved note, or null for a new one. */
  note: Note | null;
  editable: boolean;
  autoSaveMs: number;
  onCreated: (note: Note) => void;
};

/** Title and markdown body with Write/Preview; saves on Ctrl/Cmd+S and every autoSaveMs while dirty and online. */
export function NoteEditor({ companyId, note, editable, autoSaveMs, onCreated }: NoteEditorProps) {
  const save = useSaveNote(companyId);
  const online = useOnline();
  const [title, setTitle] = useState(note?.title ?? "");
  const [content, setContent] = useState(note?.content ?? "");
  const [saved, setSaved] = useState({ title: note?.title ?? "", content: note?.content ?? "", version: note?.version, id: note?.id });
  const [mode, setMode] = useState<"write" | "preview">(note ? "preview" : "write");
  const [error, setError] = useState<string | null>(null);
  // A validation message follows the input: shown after a save was refused, gone as soon as the input is valid.
  const [showValidation, setShowValidation] = useState(false);
  const parsed = noteCreateSchema.safeParse({ title, content });
  const invalid = showValidation && !parsed.success ? parsed.error.issues[0].message : null;
  const dirty = title !== saved.title || content !== saved.content;
  const mention = useMentions({
    textareaId: "note-content",
    getText: () => content,
    setText: setContent,
  });

  const run = async (auto: boolean) => {
    if (!editable || !dirty || save.isPending) return;
    if (!online) return setError("You are offline. Your changes are kept here until you reconnect.");
    if (!parsed.success) return auto ? undefined : setShowValidation(true);
    setShowValidation(false);
    setError(null);
    try {
      // Members picked with @ and still named in the text; the server notifies each once per note.
      const mentions = mention.mentions(parsed.data.content);
      const result = await save.mutateAsync({
        id: saved.id,
        version: saved.version,
        title: parsed.data.title,
        content: parsed.data.content,
        ...(mentions.length ? { mentions } : {}),
      });
      setSaved({ title, content, version: result.version, id: result.id });
      if (!saved.id) {
        toast.success("Note created successfully");
        onCreated(result);
      } else if (!auto) toast.success("Note updated successfully");
    } catch (err) {
      // The input stays; a stale version says so instead of overwriting someone else's edit.
      const message =
        err instanceof ApiError && err.status === 409 ? err.message : "Failed to save note. Please check your connection and try again.";
      setError(message);
      toast.error(message);
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const timer = window.setInterval(() => void runRef.current(true), autoSaveMs);
    return () => window.clearInterval(timer);
  }, [autoSaveMs]);
  // Switching to another note or tab saves what was typed here instead of dropping it.
  useEffect(() => () => void runRef.current(true), []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void run(false);
    }
  };

  const status = !online
    ? "You are offline"
    : save.isPending
      ? "Saving..."
      : dirty
        ? "Unsaved changes"
        : saved.id
          ? "All changes saved"
          : "";
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it takes no focus: it catches Ctrl+S bubbling from the fields
    <div className="flex min-h-0 flex-1 flex-col gap-3" onKeyDown={onKeyDown}>
      <div className="flex items-center gap-2">
        <label htmlFor="note-title" className="sr-only">
          Note title
        </label>
        <Input
          id="note-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={NOTE_TITLE_INPUT_MAX}
          placeholder="Note title"
          readOnly={!editable}
          className="text-base font-semibold"
          aria-invalid={title.trim().length > 100 || undefined}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="inline-flex rounded-md border border-border p-0.5" role="group" aria-label="Editor mode">
          {(["write", "preview"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={cn("h-6 rounded px-2.5 text-xs font-medium", mode === m ? "bg-hover text-foreground" : "text-muted-foreground")}
            >
              {m === "write" ? "Write" : "Preview"}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <span role="status" className={cn("text-xs", online ? "text-muted-foreground" : "font-medium text-warning-soft-foreground")}>
            {status}
          </span>
          {editable && (
            <Button
              size="sm"
              onClick={() => void run(false)}
              disabled={!dirty || !online || save.isPending}
              aria-keyshortcuts="Control+S Meta+S"
            >
              {save.isPending ? "Saving..." : "Save"}
            </Button>
          )}
        </div>
      </div>
      {(invalid ?? error) && (
        <p role="alert" className="text-[13px] text-danger">
          {invalid ?? error}
        </p>
      )}
      {mode === "write" ? (
        <>
          <label htmlFor="note-content" className="sr-only">
            Note content (markdown)
          </label>
          <div className="flex min-h-72 flex-1 flex-col">
            <Textarea
              id="note-content"
              value={content}
              {...(editable ? mention.aria : {})}
              onChange={(e) => {
                setContent(e.target.value);
                if (editable) mention.onInput(e.target.value, e.target.selectionStart);
              }}
              onKeyDown={(e) => void mention.onKeyDown(e)}
              readOnly={!editable}
              placeholder="Write in markdown: # headings, **bold**, - lists, [links](https://...) and @ to mention"
              className="min-h-72 flex-1 font-mono text-[13px]"
            />
            {mention.list}
          </div>
          <p className={cn("text-right text-xs tabular", content.length > NOTE_CONTENT_MAX ? "text-danger" : "text-muted-foreground")}>
            {formatGrouped(content.length)} / {formatGrouped(NOTE_CONTENT_MAX)}
          </p>
        </>
      ) : (
        <div className="min-h-72 flex-1 rounded-md border border-border p-4">
          <MarkdownPreview source={content} />
        </div>
      )}
    </div>
  );
}
