import type { Company } from "@shared/schemas/companies";
import { ActivityTab } from "./activity-tab";
import { CommentsTab } from "./comments-tab";
import { CompanyInfoTab } from "./company-info-tab";
import { DocumentsTab } from "./documents-tab";
import { EmptyTab } from "./empty-tab";
import { EnrichmentTab } from "./enrichment-tab";
import { NotesTab } from "./notes-tab";
import { OffersTab } from "./offers-tab";
import { OverviewTab } from "./overview-tab";

/** Tab keys as they appear in the URL (?tab=documents), in the order of the spec. */
export const PANEL_TABS = [
  { key: "overview", label: "Overview" },
  { key: "info", label: "Company Info" },
  { key: "documents", label: "Document Vault" },
  { key: "offers", label: "Equity Offers" },
  { key: "ai", label: "AI Extraction" },
  { key: "market", label: "Market Analysis" },
  { key: "comments", label: "Comments & Reminders" },
  { key: "notes", label: "Notes" },
  { key: "activity", label: "Activity" },
] as const;
export type PanelTab = (typeof PANEL_TABS)[number]["key"];

export const tabFromParam = (value: string | null): PanelTab => PANEL_TABS.find((t) => t.key === value)?.key ?? "overview";

type BodyProps = {
  tab: PanelTab;
  company: Company;
  readOnly: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
};

export function TabBody({ tab, company, readOnly, onEditingChange, onDeleted }: BodyProps) {
  switch (tab) {
    case "overview":
      return <OverviewTab company={company} readOnly={readOnly} onEditingChange={onEditingChange} onDeleted={onDeleted} />;
    case "info":
      return <CompanyInfoTab company={company} readOnly={readOnly} />;
    case "documents":
      return <DocumentsTab companyId={company.id} readOnly={readOnly} />;
    case "offers":
      return <OffersTab companyId={company.id} readOnly={readOnly} />;
    case "ai":
      return (
        <EmptyTab title="No pitch deck analysed yet…">
          When deck analysis is available, the facts extracted from this company's pitch deck will appear here.
        </EmptyTab>
      );
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
