import { useMemo, useState } from "react";
import { Search } from "lucide-react";
import { lastQuarters } from "@shared/portfolio";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { QUARTERLY_TRACKER_HEADER } from "@shared/page-headers";
import { Input } from "@web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { TrackerTable } from "@web/features/portfolio/components/tracker-table";

const tabValue = (quarter: string) => quarter.replace(" ", "-");

/** /portfoliomanagement: the quarterly tracker; the last five quarters, the current one selected. */
export function PortfolioManagementPage() {
  useDocumentTitle("Quarterly Tracker");
  const readOnly = useMe().role === "viewer";
  const quarters = useMemo(() => lastQuarters(new Date()), []);
  const [quarter, setQuarter] = useState(quarters[quarters.length - 1]);
  const [q, setQ] = useState("");
  return (
    <PageContainer>
      <PageHeader title={QUARTERLY_TRACKER_HEADER.title} description={QUARTERLY_TRACKER_HEADER.description} />
      <div className="mt-4 flex flex-col gap-3">
        <div className="relative w-full sm:w-72">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-subtle-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search companies"
            placeholder="Search companies"
            className="h-8 pl-8 text-[13px]"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {/* Tab values without the space: Radix builds element ids from them. */}
        <Tabs value={tabValue(quarter)} onValueChange={(v) => setQuarter(v.replace("-", " "))}>
          <TabsList aria-label="Quarter" className="overflow-x-auto [scrollbar-width:none]">
            {quarters.map((x) => (
              <TabsTrigger key={x} value={tabValue(x)} className="shrink-0 whitespace-nowrap">
                {x}
              </TabsTrigger>
            ))}
          </TabsList>
          {quarters.map((x) => (
            <TabsContent key={x} value={tabValue(x)} className="mt-3 outline-none">
              <TrackerTable quarter={x} q={q.trim()} readOnly={readOnly} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </PageContainer>
  );
}
