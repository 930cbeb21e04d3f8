import { Download } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { buildUrl, withoutEmpty } from "@web/lib/api-client";

type ExportPath = "/api/v1/companies/export" | "/api/v1/people/export" | "/api/v1/lps/export" | "/api/v1/equity-investments/export";

/** The address of an export of what the page shows: its own filters (blank ones left out) and the format. */
export const exportUrl = (path: ExportPath, filters: Record<string, string | undefined>, format: "csv" | "xlsx") =>
  buildUrl(path, undefined, withoutEmpty({ ...filters, format }));

/** Starts the download (the server names the file; the page stays). */
function download(url: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * "Export" with a CSV / Excel choice: every row the page's filters select (not only the rows
 * loaded), with headers the importer maps back. A read, so viewers have it too.
 */
export function ExportMenu({ path, filters, what }: { path: ExportPath; filters: Record<string, string | undefined>; what: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Export ${what}`}
        className="inline-flex h-9 items-center gap-1.5 rounded-md border border-border bg-background px-3 text-sm font-medium hover:bg-hover"
      >
        <Download className="size-4" aria-hidden /> Export
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => download(exportUrl(path, filters, "csv"))}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => download(exportUrl(path, filters, "xlsx"))}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
