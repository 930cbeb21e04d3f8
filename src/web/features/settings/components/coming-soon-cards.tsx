import { SlidersHorizontal, Workflow } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";

/** CRM Settings: not available yet, shown inert. */
export function CrmSettingsCard() {
  return (
    <Card className="flex flex-col p-4" aria-disabled="true">
      <div className="flex items-center gap-2.5">
        <span className="flex size-7 items-center justify-center rounded-md bg-hover text-muted-foreground">
          <Workflow className="size-4" aria-hidden />
        </span>
        <h2 className="flex-1 text-sm font-semibold text-muted-foreground">CRM Settings</h2>
        <Badge>Coming Soon</Badge>
      </div>
      <p className="mt-2 text-[13px] text-muted-foreground">Pipeline stages, deal sources and custom fields.</p>
    </Card>
  );
}

/** Preferences: a placeholder until personal settings exist. */
export function PreferencesCard() {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-hover text-muted-foreground">
        <SlidersHorizontal className="size-4" aria-hidden />
      </span>
      <div>
        <h2 className="text-sm font-semibold text-foreground">Preferences</h2>
        <p className="mt-0.5 text-[13px] text-muted-foreground">More settings will be available soon.</p>
      </div>
    </Card>
  );
}
