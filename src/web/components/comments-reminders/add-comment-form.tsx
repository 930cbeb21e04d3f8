import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { localDate } from "@shared/comment-labels";
import { commentCreateSchema, type CommentKind } from "@shared/schemas/comments";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField, fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Input } from "@web/components/ui/input";
import { Field, fieldAria } from "@web/components/ui/field";
import { Textarea } from "@web/components/ui/textarea";
import { RecordPicker, type RecordOption } from "@web/components/record-picker";
import { useAddComment } from "./api";
import { useMentions } from "@web/components/mentions/mention-picker";

// The server accepts any date that is still today somewhere; here the user's own today is the floor.
const formSchema = commentCreateSchema.extend({
  dueDate: z
    .string()
    .nullable()
    .optional()
    .refine((d) => !d || d >= localDate(), "Due date cannot be earlier than today"),
});

/**
 * Add Comment, or Add Reminder with an optional due date (not before today). Without a
 * company (the dashboard's "all my items") the form starts with a company picker.
 */
export function AddCommentForm({ companyId, kind }: { companyId: string | null; kind: CommentKind }) {
  const add = useAddComment();
  const [picked, setPicked] = useState<RecordOption | null>(null);
  const form = useApiForm({ schema: formSchema, defaultValues: { companyId: companyId ?? "", kind, text: "", dueDate: null } });
  const noun = kind === "reminder" ? "Reminder" : "Comment";
  const textId = `${kind}-text`;
  const mention = useMentions({
    textareaId: textId,
    getText: () => form.getValues("text"),
    setText: (text) => form.setValue("text", text, { shouldDirty: true }),
  });
  const submit = form.submitWith(async (values) => {
    const mentions = mention.mentions(values.text);
    await add.mutateAsync({
      ...values,
      dueDate: kind === "reminder" ? (values.dueDate ?? null) : undefined,
      ...(mentions.length ? { mentions } : {}),
    });
    mention.reset();
    // The picked company stays chosen: several reminders for one company are common.
    form.reset({ companyId: values.companyId, kind, text: "", dueDate: null });
  });
  const companyError = fieldError(form.formState.errors, "companyId");
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-border pt-4" aria-label={`Add ${noun}`} noValidate>
      <FormBanner message={form.formError} />
      {companyId === null && (
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <Field id={`${kind}-company`} label="Company" error={companyError}>
              <RecordPicker
                kind="company"
                id={`${kind}-company`}
                value={picked}
                onChange={(company) => {
                  setPicked(company);
                  field.onChange(company?.id ?? "");
                }}
                invalid={Boolean(companyError)}
                describedBy={fieldAria(`${kind}-company`, companyError)["aria-describedby"]}
              />
            </Field>
          )}
        />
      )}
      <FormField form={form} name="text" id={textId} label={kind === "reminder" ? "Reminder" : "Comment"}>
        {(control) => (
          <div>
            <Textarea
              {...control}
              {...mention.aria}
              rows={2}
              placeholder={kind === "reminder" ? "What should happen, e.g. Send the term sheet" : "Write a comment... (@ to mention)"}
              onChange={(e) => {
                void control.onChange(e);
                mention.onInput(e.target.value, e.target.selectionStart);
              }}
              onKeyDown={(e) => {
                if (mention.onKeyDown(e)) return;
                if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void submit();
              }}
            />
            {mention.list}
          </div>
        )}
      </FormField>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {kind === "reminder" ? (
          <FormField
            form={form}
            name="dueDate"
            id="reminder-due"
            label="Due date (optional)"
            options={{ setValueAs: (v: string) => v || null }}
            className="w-44"
          >
            {(control) => <Input {...control} type="date" min={localDate()} />}
          </FormField>
        ) : (
          <span />
        )}
        <SubmitButton saving={form.saving} savingLabel="Adding...">
          Add {noun}
        </SubmitButton>
      </div>
    </form>
  );
}
