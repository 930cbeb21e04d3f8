import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useLocation, useSearchParams } from "@web/lib/router";
import { escapeIsLocal } from "@web/components/document-vault/document-row";
import { Banner } from "@web/components/ui/banner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me-context";
import { companyOptions } from "../api";
import { PanelHeader } from "./panel-header";
import { panelTabs, preloadTab, tabFromParam, TabBody, type PanelVariant } from "./panel-tabs";

/**
 * The company, full screen over the list: header always visible, tabs along the top. The tab
 * is part of the URL (?tab=documents) so reloads and shared links land on it. Close, Escape
 * and browser back return to the list.
 */
export function CompanyPanel({ id, onClose, variant = "pipeline" }: { id: string; onClose: () => void; variant?: PanelVariant }) {
  const query = useQuery(companyOptions(id));
  const readOnly = useMe().role === "viewer";
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab = tabFromParam(variant, params.get("tab"));
  const [editing, setEditing] = useState(false);
  // What opened the panel (a row or card), remembered when first drawn: the list may have drawn
  // that row anew by the time the panel goes, so it is found again by its company id.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const row = document.querySelector<HTMLElement>(`[data-company-id="${CSS.escape(id)}"]`);
    (row ?? (opener?.isConnected ? opener : null))?.focus();
  };
  const company = query.data;
  const selectTab = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === "overview") copy.delete("tab");
        else copy.set("tab", next);
        return copy;
      },
      // Keep the history entry's state: it tells Close that the list is one step back.
      { replace: true, state: location.state },
    );

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-background outline-none data-[state=open]:animate-fade-in"
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => (editing || escapeIsLocal(e)) && e.preventDefault()}
          onCloseAutoFocus={returnFocus}
        >
          <PanelHeader company={company} failed={query.isError} editing={editing && tab === "overview"} readOnly={readOnly} />
          <Tabs value={tab} onValueChange={selectTab} className="flex min-h-0 flex-1 flex-col">
            <div className="border-b border-border bg-surface px-4 sm:px-8">
              <TabsList className="-mb-px overflow-x-auto border-b-0 px-0.5 pb-px [scrollbar-width:none]" aria-label="Company sections">
                {panelTabs(variant).map((t) => (
                  <TabsTrigger
                    key={t.key}
                    value={t.key}
                    onPointerEnter={() => preloadTab(t.key)}
                    onFocus={() => preloadTab(t.key)}
                    className="shrink-0 px-1 whitespace-nowrap focus-visible:outline-offset-[-2px]"
                  >
                    {t.label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <div className="flex-1 overflow-y-auto">
              <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-8">
                {query.isError && (
                  <Banner tone="danger" title="Company not found">
                    {errorMessage(query.error)}
                  </Banner>
                )}
                {!company && !query.isError && <p className="text-[13px] text-muted-foreground">Loading company data...</p>}
                {company && (
                  <TabsContent value={tab} className="flex flex-col gap-6 outline-none">
                    <TabBody
                      tab={tab}
                      variant={variant}
                      company={company}
                      readOnly={readOnly}
                      onEditingChange={setEditing}
                      onDeleted={onClose}
                    />
                  </TabsContent>
                )}
              </div>
            </div>
          </Tabs>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
