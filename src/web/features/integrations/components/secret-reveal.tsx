import { useState } from "react";
import { Check, Copy } from "lucide-react";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";

/** A secret shown once: read-only, selectable, with a copy button and the warning that it will not be shown again. */
export function SecretReveal({ label, value, id }: { label: string; value: string; id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Without clipboard access (insecure context) the text stays selectable.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Banner tone="success" title="Copy it now">
        This is the only time Fundline shows it; only a fingerprint is kept.
      </Banner>
      <label htmlFor={id} className="text-[13px] font-medium text-foreground">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-border bg-surface-muted px-3 font-mono text-xs text-foreground"
        />
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
