import { useState } from "react";
import { Upload } from "lucide-react";
import type { ImportEntity } from "@shared/constants/imports";
import { Button } from "@web/components/ui/button";
import { lazyPage } from "@web/lib/lazy-page";

// The wizard's code loads when it first opens.
const ImportWizard = lazyPage(() => import("./import-wizard").then((m) => m.ImportWizard), null);

/** "Import" next to a page's Add button: opens the wizard for that page's records. */
export function ImportButton({ entity }: { entity?: ImportEntity }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden /> Import
      </Button>
      {open && <ImportWizard open={open} onOpenChange={setOpen} entity={entity} />}
    </>
  );
}
