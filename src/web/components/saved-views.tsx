import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { SavedView } from "@shared/schemas/custom-fields";
import { useSaveView, useSetDefaultView, viewsQuery } from "@web/lib/custom-fields";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { withParam, type SetParams } from "@web/components/custom-fields/field-controls";
import { lazyPage } from "@web/lib/lazy-page";

// The naming form (zod, react-hook-form) loads when first opened, not with the list page.
const SaveViewDialog = lazyPage(() => import("./save-view-dialog").then((m) => m.SaveViewDialog), null);

/** URL parameters that are not filters of a view (tabs, dialogs, the view itself, its columns and sort). */
const notFilters = new Set(["tab", "add", "view", "cols", "sort", "lp"]);

/** The page's filters as a saved view keeps them: every filter parameter of the URL. */
export const filtersOf = (params: URLSearchParams) => Object.fromEntries([...params].filter(([k, v]) => !notFilters.has(k) && v !== ""));

const sameView = (view: SavedView, params: URLSearchParams) =>
  JSON.stringify(Object.entries(view.filters).sort()) === JSON.stringify(Object.entries(filtersOf(params)).sort()) &&
  (view.columns ?? []).join(",") === (params.get("cols") ?? "") &&
  (view.sort ?? "") === (params.get("sort") ?? "");

/** The URL of a view: its filters, columns and sort, and its id (so the address names the view). */
function viewParams(view: SavedView | undefined, prev: URLSearchParams) {
  const next = new URLSearchParams(view ? view.filters : {});
  if (view?.columns?.length) next.set("cols", view.columns.join(","));
  if (view?.sort) next.set("sort", view.sort);
  if (view) next.set("view", view.id);
  // The page's tab stays where the user is.
  const tab = prev.get("tab");
  if (tab) next.set("tab", tab);
  return next;
}

type Props = {
  page: SavedView["page"];
  /** The switcher's entry for "no view" (e.g. "All companies"). */
  allLabel: string;
  params: URLSearchParams;
  setParams: SetParams;
  readOnly: boolean;
};

/**
 * The view switcher of a list page: saved views (own and shared), Save changes, Save as new
 * view, and the user's default view, opened when they come to the page without a view or filters.
 */
export function SavedViews({ page, allLabel, params, setParams, readOnly }: Props) {
  const viewsList = useQuery(viewsQuery(page)).data;
  const views = viewsList?.items ?? [];
  const save = useSaveView();
  const setDefault = useSetDefaultView();
  const [naming, setNaming] = useState(false);
  const current = views.find((v) => v.id === params.get("view"));
  const columns = (params.get("cols") ?? "").split(",").filter(Boolean);
  const sort = params.get("sort") || null;
  const apply = (view: SavedView | undefined) => setParams((prev) => viewParams(view, prev));
  // The default view opens once, on arrival without a view or filters of the page's own.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !viewsList) return;
    arrived.current = true;
    const preset = viewsList.items.find((v) => v.isDefault);
    if (preset && !params.get("view") && Object.keys(filtersOf(params)).length === 0 && !params.get("cols") && !sort)
      setParams((prev) => viewParams(preset, prev), { replace: true });
  }, [viewsList, params, sort, setParams]);
  const saveChanges = () =>
    current &&
    save.mutate(
      { id: current.id, body: { filters: filtersOf(params), columns, sort, version: current.version } },
      { onSuccess: (v) => toast.success(`Saved ${v.name}`), onError: (e) => toast.error(errorMessage(e)) },
    );
  const toggleDefault = () =>
    current &&
    setDefault.mutate(
      { page, viewId: current.isDefault ? null : current.id },
      {
        onSuccess: () =>
          toast.success(current.isDefault ? `${current.name} is no longer your default view` : `${current.name} is your default view`),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        size="sm"
        aria-label="Saved view"
        value={current?.id ?? ""}
        onChange={(e) => apply(views.find((v) => v.id === e.target.value))}
        wrapperClassName="w-48"
      >
        <option value="">{allLabel}</option>
        {views.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
            {v.shared ? " (shared)" : ""}
            {v.isDefault ? " · default" : ""}
          </option>
        ))}
      </NativeSelect>
      {!readOnly && current?.editable && !sameView(current, params) && (
        <Button variant="secondary" size="sm" onClick={saveChanges} disabled={save.isPending}>
          Save changes
        </Button>
      )}
      {!readOnly && current && (
        <Button variant="ghost" size="sm" onClick={toggleDefault} disabled={setDefault.isPending} aria-pressed={current.isDefault}>
          {current.isDefault ? "Default view ✓" : "Make default"}
        </Button>
      )}
      {!readOnly && (
        <Button variant="secondary" size="sm" onClick={() => setNaming(true)}>
          {current ? "Save as new view" : "Save view"}
        </Button>
      )}
      {naming && (
        <SaveViewDialog
          onOpenChange={setNaming}
          onSave={async (name, shared) => {
            const view = await save.mutateAsync({ body: { page, name, shared, filters: filtersOf(params), columns, sort } });
            toast.success(`Saved ${view.name}`);
            withParam(setParams, "view", view.id);
          }}
        />
      )}
    </div>
  );
}
