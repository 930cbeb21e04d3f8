import { useState, type FormEvent } from "react";
import { toast } from "@web/lib/toast";
import { ApiError, errorMessage, type FieldErrors } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { useSaveFund, type Fund } from "../api";

type FundFormDialogProps = {
  /** null: add a new fund. */
  fund: Fund | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function FundForm({ fund, onDone }: { fund: Fund | null; onDone: () => void }) {
  const save = useSaveFund();
  const [name, setName] = useState(fund?.name ?? "");
  const [size, setSize] = useState<number | null>(fund?.sizeUsd ?? null);
  const [vintage, setVintage] = useState(fund?.vintageYear ? String(fund.vintageYear) : "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const year = vintage.trim() ? Number(vintage) : null;
    const found: FieldErrors = {};
    if (!trimmed) found.name = "Fund name is required";
    if (year !== null && (!Number.isInteger(year) || year < 1900 || year > 2200)) found.vintageYear = "Enter a year such as 2024";
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return;
    save.mutate(
      { id: fund?.id, version: fund?.version, name: trimmed, sizeUsd: size, vintageYear: year },
      {
        onSuccess: (saved) => {
          toast.success(fund ? `Saved ${saved.name}` : `Added ${saved.name}`);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields && Object.keys(err.fields).some((k) => k in fieldLabels)) {
            setErrors(err.fields);
          } else {
            setFormError(errorMessage(err));
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      {formError && <Banner tone="danger">{formError}</Banner>}
      <Field id="fund-name" label={fieldLabels.name} error={errors.name}>
        <Input
          {...fieldAria("fund-name", errors.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={80}
          autoComplete="off"
          placeholder="e.g. Fund III"
          autoFocus
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field id="fund-size" label={fieldLabels.sizeUsd} error={errors.sizeUsd} hint="Committed capital in US dollars.">
          <MoneyInput {...fieldAria("fund-size", errors.sizeUsd, true)} value={size} onValueChange={setSize} placeholder="50,000,000" />
        </Field>
        <Field id="fund-vintage" label={fieldLabels.vintageYear} error={errors.vintageYear}>
          <Input
            {...fieldAria("fund-vintage", errors.vintageYear)}
            value={vintage}
            onChange={(event) => setVintage(event.target.value.replace(/\D/g, "").slice(0, 4))}
            inputMode="numeric"
            placeholder="2024"
            className="tabular"
          />
        </Field>
      </div>
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : fund ? "Update" : "Save"}
        </Button>
      </div>
    </form>
  );
}

const fieldLabels = { name: "Fund name", sizeUsd: "Fund size", vintageYear: "Vintage year" } as const;

/** Add or edit a fund: name, size in dollars, vintage year. */
export function FundFormDialog({ fund, open, onOpenChange }: FundFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{fund ? "Edit fund" : "Add fund"}</DialogTitle>
        <DialogDescription className="mt-1">
          Funds appear on LPs, investments and fund stats.
        </DialogDescription>
        {open && <FundForm key={fund?.id ?? "new"} fund={fund} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
