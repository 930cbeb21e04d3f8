import { z } from "zod";
import { localDate } from "@shared/comment-labels";
import { commentCreateSchema, type CommentKind } from "@shared/schemas/comments";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useAddComment } from "./api";

// The server accepts any date that is still today somewhere; here the user's own today is the floor.
const formSchema = commentCreateSchema.extend({
  dueDate: z
    .string()
    .nullable()
    .optional()
    .refine((d) => !d || d >= localDate(), "Due date cannot be earlier than today"),
});

/** Add Comment, or Add Reminder with an optional due date (not before today). */
export function AddCommentForm({ companyId, kind }: { companyId: string; kind: CommentKind }) {
  const add = useAddComment();
  const form = useApiForm({ schema: formSchema, defaultValues: { companyId, kind, text: "", dueDate: null } });
  const noun = kind === "reminder" ? "Reminder" : "Comment";
  const submit = form.submitWith(async (values) => {
    await add.mutateAsync({ ...values, dueDate: kind === "reminder" ? (values.dueDate ?? null) : undefined });
    form.reset({ companyId, kind, text: "", dueDate: null });
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t border-border pt-4" aria-label={`Add ${noun}`} noValidate>
      <FormBanner message={form.formError} />
      <FormField form={form} name="text" id={`${kind}-text`} label={kind === "reminder" ? "Reminder" : "Comment"}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder={kind === "reminder" ? "What should happen, e.g. Send the term sheet" : "Write a comment..."}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void submit();
            }}
          />
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
