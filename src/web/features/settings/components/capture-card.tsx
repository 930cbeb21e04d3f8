import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Mail } from "lucide-react";
import type { CaptureShare } from "@shared/constants/interactions";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { NativeSelect } from "@web/components/ui/native-select";
import { Skeleton } from "@web/components/ui/skeleton";
import { api, errorMessage } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { toast } from "@web/lib/toast";

const shareLabels: Record<CaptureShare, string> = { subject: "Subject only", full: "Full text" };

/**
 * The member's capture address (BCC or forward mail and invitations to it) and whether the rest
 * of the organisation sees the text of what they capture or only its subject (issue 45).
 */
export function CaptureCard() {
  const qc = useQueryClient();
  const capture = useQuery({
    queryKey: queryKeys.me.capture,
    queryFn: async ({ signal }) => {
      const [address, settings] = await Promise.all([
        api.get("/api/v1/me/capture-address", { signal }),
        api.get("/api/v1/me/capture-settings", { signal }),
      ]);
      return { address: address.address, share: settings.share };
    },
  });
  const save = useMutation({
    mutationFn: (share: CaptureShare) => api.put("/api/v1/me/capture-settings", { body: { share } }),
    onSuccess: (saved) => {
      qc.setQueryData(queryKeys.me.capture, (old: typeof capture.data) => old && { ...old, share: saved.share });
      toast.success(
        saved.share === "full" ? "Your captured e-mails are shared in full" : "Only subjects of your captured e-mails are shared",
      );
    },
    onError: (e: unknown) => toast.error(errorMessage(e)),
  });
  const [copied, setCopied] = useState(false);
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      (document.getElementById("capture-address") as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Card className="p-4">
      <div className="flex items-center gap-2.5">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-hover text-muted-foreground">
          <Mail className="size-4" aria-hidden />
        </span>
        <h2 className="text-sm font-semibold text-foreground">E-mail capture</h2>
      </div>
      <p className="mt-2 text-[13px] text-muted-foreground">
        BCC or forward e-mails and calendar invitations to your address: they appear on the matching contacts and companies.
      </p>
      {capture.isPending ? (
        <Skeleton className="mt-3 h-9 w-full" />
      ) : capture.isError ? (
        <p role="alert" className="mt-3 text-[13px] text-danger">
          {errorMessage(capture.error)}
        </p>
      ) : (
        <div className="mt-3 grid gap-3 md:grid-cols-[1fr_auto]">
          <div className="flex flex-col gap-1">
            <label htmlFor="capture-address" className="text-[13px] font-medium text-foreground">
              Your capture address
            </label>
            <div className="flex gap-2">
              <input
                id="capture-address"
                readOnly
                value={capture.data.address}
                onFocus={(e) => e.currentTarget.select()}
                className="h-9 min-w-0 flex-1 rounded-md border border-border bg-surface-muted px-3 font-mono text-xs text-foreground"
              />
              <Button type="button" variant="secondary" onClick={() => void copy(capture.data.address)}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? "Copied" : "Copy"}
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="capture-share" className="text-[13px] font-medium text-foreground">
              Share with the organisation
            </label>
            <NativeSelect
              id="capture-share"
              value={capture.data.share}
              disabled={save.isPending}
              onChange={(e) => save.mutate(e.target.value as CaptureShare)}
            >
              {(Object.keys(shareLabels) as CaptureShare[]).map((share) => (
                <option key={share} value={share}>
                  {shareLabels[share]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </Card>
  );
}
