import { useState } from "react";
import type { z } from "zod";
import { useApiForm } from "@web/components/form/use-api-form";
import { toast } from "@web/lib/toast";
import { isStale } from "../panel/panel-api";
import { isComplete, roundValues, type RoundNoun, type RoundSchema, type RoundValues } from "./round-form";

type Round = RoundValues & { id: string; roundType: string };
type Options<R extends Round> = {
  noun: RoundNoun;
  schema: RoundSchema;
  /** Creates (round null) or updates the round; rejects as the API does. */
  save: (round: R | null, body: z.output<RoundSchema>) => Promise<unknown>;
};

const capital = (noun: RoundNoun) => (noun === "offer" ? "Offer" : "Investment");

/**
 * The editor of an offer or investment: one form for a new round or the one being edited.
 * A save says so and empties the form; a failed save keeps the input and says why.
 */
export function useRoundEditor<R extends Round>({ noun, schema, save }: Options<R>) {
  const [editing, setEditing] = useState<R | null>(null);
  const form = useApiForm({ schema, defaultValues: roundValues(null) as unknown as z.input<RoundSchema> });
  const complete = isComplete(form.watch() as unknown as RoundValues);

  const open = (round: R | null) => {
    setEditing(round);
    form.reset(roundValues(round) as unknown as z.input<RoundSchema>);
    form.setFormError(null);
  };

  /** Saves, then opens `next` (a new round by default): e.g. the offer clicked while this one had changes. */
  const saveThenOpen = (next: R | null) =>
    form.submitWith(async (body) => {
      try {
        await save(editing, body);
      } catch (error) {
        throw isStale(error) ? error : new Error(`Failed to save ${noun}. Please try again.`);
      }
      toast.success(`${capital(noun)} ${editing ? "updated" : "added"}`);
      open(next);
    });
  const submit = saveThenOpen(null);

  return { form, editing, open, submit, saveThenOpen, complete };
}
