import type { Company } from "@shared/schemas/companies";
import { ActivityTab } from "./activity-tab";
import { CommentsTab } from "./comments-tab";
import { CompanyInfoTab } from "./company-info-tab";
import { DeckAnalysisTab } from "./deck-analysis-tab";
import { DocumentsTab } from "./documents-tab";
import { EmptyTab } from "./empty-tab";
import { FoundersTab } from "./founders-tab";
import { InvestmentsTab } from "./investments-tab";
import { EnrichmentTab } from "./enrichment-tab";
import { NotesTab } from "./notes-tab";
import { OffersTab } from "./offers-tab";
import { OverviewTab } from "./overview-tab";

/** Tab keys as they appear in the URL (?tab=documents), in the order of the spec. */
const PIPELINE_TABS = [
  { key: "overview", label: "Overview" },
  { key: "info", label: "Company Info" },
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
      return <FoundersTab companyId={company.id} readOnly={readOnly} />;
    case "info":
      return <CompanyInfoTab company={company} readOnly={readOnly} />;
    case "documents":
      return <DocumentsTab companyId={company.id} readOnly={readOnly} />;
    case "offers":
      return <OffersTab companyId={company.id} readOnly={readOnly} />;
    case "investments":
      return <InvestmentsTab companyId={company.id} readOnly={readOnly} />;
    case "ai":
      return <DeckAnalysisTab companyId={company.id} readOnly={readOnly} />;
    case "market":
      return <EnrichmentTab companyId={company.id} readOnly={readOnly} />;
    case "comments":
      return <CommentsTab companyId={company.id} companyName={company.name} />;
    case "notes":
      return <NotesTab companyId={company.id} />;
    case "activity":
      return <ActivityTab companyId={company.id} />;
  }
}
