import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Columns3, X } from "lucide-react";
import type { FieldEntity } from "@shared/constants/custom-fields";
import type { CustomField } from "@shared/schemas/custom-fields";
import { activeFields, fieldsQuery } from "@web/lib/custom-fields";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";

/** The URL's custom field filters (cf.<key>=value), passed through to a list endpoint. */
export function useCfFilters(params: URLSearchParams): Record<`cf.${string}`, string> {
  return useMemo(
    () => Object.fromEntries([...params].filter(([k, v]) => k.startsWith("cf.") && v)) as Record<`cf.${string}`, string>,
    [params],
  );
}

/** The custom field columns the URL names (cols=key,key), in that order. */
export function useCustomColumns(
  params: URLSearchParams,
  entity: FieldEntity = "company",
): { fields: CustomField[]; columns: CustomField[] } {
  const fields = activeFields(useQuery(fieldsQuery()).data?.items, entity);
  const keys = (params.get("cols") ?? "").split(",").filter(Boolean);
  return { fields, columns: keys.map((k) => fields.find((f) => f.key === k)).filter((f): f is CustomField => !!f) };
}

export type SetParams = (update: (prev: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;
type Props = { params: URLSearchParams; setParams: SetParams; fields: CustomField[]; withColumns?: boolean };

/** Sets or (undefined) removes one URL parameter, in place. */
export const withParam = (setParams: SetParams, key: string, value: string | undefined) =>
  setParams(
    (prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    },
    { replace: true },
  );

/** Custom field filters (select fields) and, for tables that show them, the Columns menu of custom fields. */
export function CustomFieldControls({ params, setParams, fields, withColumns = true }: Props) {
  const selects = fields.filter((f) => f.type === "select" || f.type === "multiSelect");
  const [picked, setPicked] = useState("");
  const field = selects.find((f) => f.key === picked);
  const cols = (params.get("cols") ?? "").split(",").filter(Boolean);
  const active = fields.filter((f) => params.get(`cf.${f.key}`));
  if (!fields.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {selects.length > 0 && (
        <>
          <NativeSelect
            size="sm"
            aria-label="Filter by field"
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            wrapperClassName="w-44"
          >
            <option value="">Filter by field…</option>
            {selects.map((f) => (
              <option key={f.key} value={f.key}>
                {f.name}
              </option>
            ))}
          </NativeSelect>
          {field && (
            <NativeSelect
              size="sm"
              aria-label={`${field.name} filter`}
              value={params.get(`cf.${field.key}`) ?? ""}
              onChange={(e) => withParam(setParams, `cf.${field.key}`, e.target.value || undefined)}
              wrapperClassName="w-40"
            >
              <option value="">Any</option>
              {field.options.map((o) => (
                <option key={o.id} value={o.label}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </>
      )}
      {active.map((f) => (
        <span
          key={f.key}
          className="inline-flex h-8 items-center gap-1 rounded-md border border-primary/40 bg-primary/8 px-2.5 text-[13px]"
        >
          <span className="text-muted-foreground">{f.name}:</span> {params.get(`cf.${f.key}`)}
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Clear ${f.name} filter`}
            onClick={() => withParam(setParams, `cf.${f.key}`, undefined)}
          >
            <X aria-hidden />
          </Button>
        </span>
      ))}
      {withColumns && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger className="inline-flex h-8 items-center gap-1.5 rounded-md border border-border px-2.5 text-[13px] hover:bg-hover">
            <Columns3 className="size-4" aria-hidden /> Columns
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {fields.map((f) => {
              const on = cols.includes(f.key);
              return (
                <DropdownMenuItem
                  key={f.key}
                  onSelect={() =>
                    withParam(setParams, "cols", (on ? cols.filter((c) => c !== f.key) : [...cols, f.key]).join(",") || undefined)
                  }
                >
                  <span aria-hidden className="w-4">
                    {on ? "✓" : ""}
                  </span>
                  {on ? `Hide ${f.name}` : `Show ${f.name}`}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
