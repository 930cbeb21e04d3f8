import { useState } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { Company } from "@shared/schemas/companies";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { cn } from "@web/lib/cn";
import { isStale, STALE_MESSAGE, useSaveCompany } from "./panel-api";

const quiet =
  "w-full min-w-0 rounded-md border border-transparent bg-transparent px-1.5 -mx-1.5 hover:border-border focus:border-ring focus:ring-3 focus:ring-ring/20 focus:outline-none";

/** Name and one-liner edited in place; saved on blur (or Enter) only when changed. A blank name puts the old one back. */
export function HeaderText({ company }: { company: Company }) {
  const save = useSaveCompany(company);
  const [name, setName] = useState(company.name);
  const [oneLiner, setOneLiner] = useState(company.oneLiner ?? "");
  const [seen, setSeen] = useState(company);
  if (seen !== company) {
    setSeen(company);
    setName(company.name);
    setOneLiner(company.oneLiner ?? "");
  }
  const commit = async (field: "name" | "oneLiner", value: string) => {
    const v = value.trim();
    if (field === "name") {
      // The shared schema comes with the first rename: the panel opens without the form libraries.
      const { companyNameSchema } = await import("@shared/schemas/companies");
      const checked = companyNameSchema.safeParse(v);
      if (!checked.success || v === company.name) return setName(company.name);
    } else if (v === (company.oneLiner ?? "")) return;
    save.mutate(
      { [field]: v || null },
      {
        onError: (e) => {
          toast.error(isStale(e) ? STALE_MESSAGE : `Could not save ${company.name}`, {
            description: isStale(e) ? undefined : errorMessage(e),
          });
        },
      },
    );
  };
  const enterBlurs = (e: React.KeyboardEvent<HTMLInputElement>) => e.key === "Enter" && e.currentTarget.blur();
  return (
    <>
      <DialogPrimitive.Title asChild>
        <h2>
          <input
            aria-label="Company name"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => void commit("name", name)}
            onKeyDown={enterBlurs}
            className={cn(quiet, "h-7 text-lg font-semibold")}
          />
        </h2>
      </DialogPrimitive.Title>
      <input
        aria-label="One-liner"
        value={oneLiner}
        placeholder="Add a one-line description"
        maxLength={2000}
        onChange={(e) => setOneLiner(e.target.value)}
        onBlur={() => void commit("oneLiner", oneLiner)}
        onKeyDown={enterBlurs}
        className={cn(quiet, "h-6 text-[13px] text-muted-foreground placeholder:text-subtle-foreground")}
      />
    </>
  );
}
