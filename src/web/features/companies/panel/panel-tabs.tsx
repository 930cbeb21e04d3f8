import type { Company } from "@shared/schemas/companies";
import { lazyPage } from "@web/lib/lazy-page";
import { EmptyTab } from "./empty-tab";
import { OverviewTab } from "./overview-tab";

// The overview is what a panel opens on; every other tab's code is fetched when the user heads
// for it (pointer over or focus on its trigger: preloadTab) or opens it by the address.
const lazyTabs = {
  info: lazyPage(() => import("./company-info-tab").then((m) => m.CompanyInfoTab)),
  fields: lazyPage(() => import("./fields-tab").then((m) => m.FieldsTab)),
  founders: lazyPage(() => import("./founders-tab").then((m) => m.FoundersTab)),
  documents: lazyPage(() => import("../documents/documents-tab").then((m) => m.DocumentsTab)),
  offers: lazyPage(() => import("../equity/offers-tab").then((m) => m.OffersTab)),
  investments: lazyPage(() => import("../equity/investments-tab").then((m) => m.InvestmentsTab)),
  ai: lazyPage(() => import("../deck-analysis/deck-analysis-tab").then((m) => m.DeckAnalysisTab)),
  market: lazyPage(() => import("./enrichment-tab").then((m) => m.EnrichmentTab)),
  comments: lazyPage(() => import("./comments-tab").then((m) => m.CommentsTab)),
  notes: lazyPage(() => import("../notes/notes-tab").then((m) => m.NotesTab)),
  activity: lazyPage(() => import("./activity-tab").then((m) => m.ActivityTab)),
};

export const preloadTab = (key: string) => void (lazyTabs as Record<string, { preload: () => unknown } | undefined>)[key]?.preload();

/** Tab keys as they appear in the URL (?tab=documents), in the order of the spec. */
const PIPELINE_TABS = [
  { key: "overview", label: "Overview" },
  { key: "info", label: "Company Info" },
  { key: "fields", label: "Fields" },
  { key: "founders", label: "Founders" },
  { key: "documents", label: "Document Vault" },
  { key: "offers", label: "Equity Offers" },
  { key: "ai", label: "AI Extraction" },
  { key: "market", label: "Market Analysis" },
  { key: "comments", label: "Comments & Reminders" },
  { key: "notes", label: "Notes" },
  { key: "activity", label: "Activity" },
] as const;

/** The portfolio company panel: the same panel with the portfolio's tabs (spec part 2, Portfolio page). */
const PORTFOLIO_TABS = [
  { key: "overview", label: "Overview" },
  { key: "news", label: "Company News" },
  { key: "founders", label: "Founders" },
  { key: "info", label: "Company Info" },
  { key: "fields", label: "Fields" },
  { key: "documents", label: "Document Vault" },
  { key: "offers", label: "Equity Offers" },
  { key: "investments", label: "Equity Investments" },
  { key: "ai", label: "AI Extraction" },
  { key: "market", label: "Market Analysis" },
  { key: "comments", label: "Comments & Reminders" },
  { key: "notes", label: "Notes" },
  { key: "activity", label: "Activity" },
] as const;

export type PanelVariant = "pipeline" | "portfolio";
export const panelTabs = (variant: PanelVariant) => (variant === "portfolio" ? PORTFOLIO_TABS : PIPELINE_TABS);
export type PanelTab = (typeof PORTFOLIO_TABS)[number]["key"];

export const tabFromParam = (variant: PanelVariant, value: string | null): PanelTab =>
  panelTabs(variant).find((t) => t.key === value)?.key ?? "overview";

type BodyProps = {
  tab: PanelTab;
  variant: PanelVariant;
  company: Company;
  readOnly: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
};

export function TabBody({ tab, variant, company, readOnly, onEditingChange, onDeleted }: BodyProps) {
  switch (tab) {
    case "overview":
      return (
        <OverviewTab
          company={company}
          portfolio={variant === "portfolio"}
          readOnly={readOnly}
          onEditingChange={onEditingChange}
          onDeleted={onDeleted}
        />
      );
    case "news":
      return (
        <EmptyTab title="No company news yet…">
          News about this company appears here once company enrichment is set up for your organisation.
        </EmptyTab>
      );
    case "founders":
      return <lazyTabs.founders companyId={company.id} readOnly={readOnly} />;
    case "info":
      return <lazyTabs.info company={company} readOnly={readOnly} />;
    case "fields":
      return <lazyTabs.fields company={company} readOnly={readOnly} />;
    case "documents":
      return <lazyTabs.documents companyId={company.id} readOnly={readOnly} />;
    case "offers":
      return <lazyTabs.offers companyId={company.id} readOnly={readOnly} />;
    case "investments":
      return <lazyTabs.investments companyId={company.id} readOnly={readOnly} />;
    case "ai":
      return <lazyTabs.ai companyId={company.id} readOnly={readOnly} />;
    case "market":
      return <lazyTabs.market companyId={company.id} readOnly={readOnly} />;
    case "comments":
      return <lazyTabs.comments companyId={company.id} companyName={company.name} />;
    case "notes":
      return <lazyTabs.notes companyId={company.id} />;
    case "activity":
      return <lazyTabs.activity companyId={company.id} readOnly={readOnly} />;
  }
}
