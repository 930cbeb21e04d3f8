import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import type { Company } from "@shared/schemas/companies";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { companyOptions } from "../api";
import { STALE_MESSAGE } from "./panel-api";

/** Shown on a 409: the user's input stays on screen; Reload fetches the latest company and lets them start again from it. */
export function StaleBanner({ companyId, onReload }: { companyId: string; onReload: (latest: Company) => void }) {
  const qc = useQueryClient();
  const reload = async () => {
    await qc.refetchQueries({ queryKey: companyOptions(companyId).queryKey });
    const latest = qc.getQueryData(companyOptions(companyId).queryKey);
    if (latest) onReload(latest);
  };
  return (
    <Banner tone="danger" title="Changed by someone else">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{STALE_MESSAGE}</span>
        <Button type="button" size="sm" variant="secondary" onClick={() => void reload()}>
          <RefreshCw aria-hidden /> Reload
        </Button>
      </div>
    </Banner>
  );
}
