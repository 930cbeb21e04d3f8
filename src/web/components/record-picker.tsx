import { useEffect, useId, useState } from "react";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Input } from "@web/components/ui/input";
import { api } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { queryKeys } from "@web/lib/query-keys";

export type RecordOption = { id: string; name: string };
export type RecordKind = "company" | "person";

/** Records of a kind whose name matches, A→Z: the choices of a picker. */
export function recordOptionsQuery(kind: RecordKind, q: string) {
  const search = q.trim();
  const query = { sort: "name", limit: 20, ...(search ? { q: search } : {}) } as const;
  return queryOptions({
    queryKey: kind === "company" ? queryKeys.companies.options(search) : queryKeys.people.options(search),
    queryFn: async ({ signal }) => {
      const page =
        kind === "company"
          ? // A picker shows names only: no custom field values.
            await api.get("/api/v1/companies", { query: { ...query, fields: "" }, signal })
          : await api.get("/api/v1/people", { query, signal });
      return page.items.map(({ id, name }): RecordOption => ({ id, name }));
    },
    placeholderData: keepPreviousData,
  });
}

/** A linked record's name (the record's own cache entry, shared with its panel or dialog). */
export function recordNameQuery(kind: RecordKind, id: string) {
  return queryOptions({
    queryKey: kind === "company" ? queryKeys.companies.one(id) : queryKeys.people.one(id),
    queryFn: ({ signal }): Promise<{ name: string }> =>
      kind === "company"
        ? api.get("/api/v1/companies/{id}", { path: { id }, signal })
        : api.get("/api/v1/people/{id}", { path: { id }, signal }),
    select: (record) => record.name,
    staleTime: 60_000,
    retry: false,
  });
}

const labels = {
  company: ["Search companies...", "Companies", "No companies match"],
  person: ["Search people...", "People", "No people match"],
};

type PickerProps = {
  id: string;
  kind: RecordKind;
  value: RecordOption | null;
  onChange: (record: RecordOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A searchable company or person field (a combobox): type part of a name, pick with the mouse or
 * the arrow keys and Enter. Used where no company is given (the dashboard's "all my items") and
 * for custom fields that link to a company or a person.
 */
export function RecordPicker({ id, kind, value, onChange, invalid, describedBy }: PickerProps) {
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  // The chosen record's name arrives after the field is drawn (a stored link is an id).
  useEffect(() => setText((was) => (was === "" && value ? value.name : was)), [value]);
  const query = useQuery({ ...recordOptionsQuery(kind, text === value?.name ? "" : text), enabled: open });
  const options = query.data ?? [];
  const [placeholder, listLabel, none] = labels[kind];
  const choose = (company: RecordOption) => {
    onChange(company);
    setText(company.name);
    setOpen(false);
  };
  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") setActive((i) => Math.min(i + 1, options.length - 1));
          else if (e.key === "ArrowUp") setActive((i) => Math.max(i - 1, 0));
          else if (e.key === "Enter" && open && options[active]) choose(options[active]);
          else if (e.key === "Escape" && open) setOpen(false);
          else return;
          e.preventDefault();
          e.stopPropagation();
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-56 overflow-auto rounded-md border border-border bg-surface py-1 text-sm shadow-md"
        >
          {query.isPending ? (
            <li className="px-3 py-1.5 text-muted-foreground">Loading...</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-1.5 text-muted-foreground">{none}</li>
          ) : (
            options.map((company, i) => (
              <li
                key={company.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(company);
                }}
                className={cn("cursor-pointer truncate px-3 py-1.5", i === active && "bg-hover")}
              >
                {company.name}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
