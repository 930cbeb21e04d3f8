import { useRef } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Camera, X } from "lucide-react";
import type { PipelineStage } from "@shared/constants/pipeline";
import type { Company } from "@shared/schemas/companies";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { CompanyLogo } from "../company-logo";
import { StageBadge } from "../stage-badge";
import { HeaderText } from "./header-text";
import { useUploadLogo } from "./panel-api";

type Props = { company: Company | undefined; failed: boolean; editing: boolean; readOnly: boolean };

/** Always visible: logo (click to upload while editing), name and one-liner (edited in place, saved on blur), stage, Close. */
export function PanelHeader({ company, failed, editing, readOnly }: Props) {
  const title = company?.name ?? (failed ? "Company not found" : "Loading company data...");
  return (
    <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 sm:px-8">
      {company ? <HeaderLogo company={company} editing={editing} /> : <Skeleton className="size-12" />}
      <div className="min-w-0 flex-1">
        {company && !readOnly ? (
          <HeaderText company={company} />
        ) : (
          <>
            <DialogPrimitive.Title className="truncate text-lg font-semibold">{title}</DialogPrimitive.Title>
            <p className="truncate text-[13px] text-muted-foreground">{company?.oneLiner ?? ""}</p>
          </>
        )}
      </div>
      {company && <StageBadge stage={company.stage as PipelineStage} className="hidden sm:inline-flex" />}
      <DialogPrimitive.Close asChild>
        <Button variant="ghost" size="icon" aria-label="Close">
          <X aria-hidden />
        </Button>
      </DialogPrimitive.Close>
    </header>
  );
}

function HeaderLogo({ company, editing }: { company: Company; editing: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(company.id);
  if (!editing) return <CompanyLogo name={company.name} url={company.logoUrl} size="lg" />;
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) return toast.error("Please select an image file");
    upload.mutate(file, { onError: (e) => toast.error("Could not upload the logo", { description: errorMessage(e) }) });
  };
  return (
    <button
      type="button"
      className="group relative rounded-lg focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
      onClick={() => input.current?.click()}
      aria-label="Upload a new logo"
      disabled={upload.isPending}
    >
      <CompanyLogo name={company.name} url={company.logoUrl} size="lg" />
      <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-black/40 text-white opacity-70 group-hover:opacity-100">
        <Camera className="size-4" aria-hidden />
      </span>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="hidden"
        tabIndex={-1}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
    </button>
  );
}
