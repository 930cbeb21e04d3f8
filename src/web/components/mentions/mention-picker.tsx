import { useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import type { Member } from "@shared/schemas/organizations";
import { cn } from "@web/lib/cn";
import { membersQuery } from "@web/lib/reference-data";
import { mentionChipClass, splitMentions } from "./split-mentions";

/** The "@word" being typed just before the caret, if any. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(text.slice(0, caret));
  return match ? { start: caret - match[2].length - 1, query: match[2] } : null;
}

/** Members still mentioned by name in the text (a deleted "@Name" drops its reference). */
export const mentionedIds = (text: string, picked: Pick<Member, "id" | "name">[]) => [
  ...new Set(picked.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id)),
];

/**
 * Typing "@" in a comment or note offers the organisation's members: arrow keys move, Enter or Tab picks,
 * Escape closes. `useMentions` wires it to a textarea; the picked members are sent as references.
 */
export function useMentions(opts: { textareaId: string; getText: () => string; setText: (text: string) => void }) {
  const members = useQuery(membersQuery()).data?.items ?? [];
  const [open, setOpen] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Member[]>([]);
  const matches = open ? members.filter((m) => m.name.toLowerCase().includes(open.query.toLowerCase())).slice(0, 6) : [];

  const pick = (m: Member) => {
    if (!open) return;
    const text = opts.getText();
    const end = open.start + 1 + open.query.length;
    const insert = `@${m.name} `;
    const caret = open.start + insert.length;
    // The new text reaches the textarea and the caret moves before the next key is handled: a caret
    // placed a frame later would land behind letters already typed on a busy machine.
    flushSync(() => opts.setText(text.slice(0, open.start) + insert + text.slice(end)));
    const el = document.getElementById(opts.textareaId) as HTMLTextAreaElement | null;
    el?.focus();
    el?.setSelectionRange(caret, caret);
    setPicked((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
    setOpen(null);
  };

  const onInput = (text: string, caret: number) => {
    const at = mentionAt(text, caret);
    setOpen(at);
    setActive(0);
  };

  /** True when the key was the picker's (the textarea should not act on it). */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !matches.length) return false;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (i + (e.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
      return true;
    }
    if (e.key === "Enter" || e.key === "Tab") {
      e.preventDefault();
      pick(matches[active]);
      return true;
    }
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation(); // closes the picker, not the dialog
      setOpen(null);
      return true;
    }
    return false;
  };

  const listId = `${opts.textareaId}-mentions`;
  const showing = open !== null && matches.length > 0;
  const aria = {
    role: "combobox" as const,
    "aria-autocomplete": "list" as const,
    "aria-expanded": showing,
    "aria-controls": showing ? listId : undefined,
    "aria-activedescendant": showing ? `${listId}-${active}` : undefined,
  };
  const list = showing ? (
    <ul
      id={listId}
      role="listbox"
      aria-label="Mention a member"
      className="mt-1 max-h-48 overflow-y-auto rounded-md border border-border bg-surface py-1 shadow-overlay"
    >
      {matches.map((m, i) => (
        <li
          key={m.id}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => {
            e.preventDefault(); // keeps the textarea focused
            pick(m);
          }}
          className={cn("cursor-pointer px-3 py-1.5 text-[13px]", i === active && "bg-hover")}
        >
          <span className="font-medium">{m.name}</span> <span className="text-muted-foreground">{m.email}</span>
        </li>
      ))}
    </ul>
  ) : null;
  return { aria, list, onInput, onKeyDown, mentions: (text: string) => mentionedIds(text, picked), reset: () => setPicked([]) };
}

/** A comment's text with "@Member Name" drawn as a chip for each member of the organisation. */
export function MentionText({ text }: { text: string }) {
  const members = useQuery(membersQuery()).data?.items ?? [];
  const parts = splitMentions(
    text,
    members.map((m) => m.name),
  );
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={mentionChipClass}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
