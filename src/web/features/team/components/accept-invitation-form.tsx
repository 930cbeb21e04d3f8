import { useNavigate } from "@web/lib/router";
import { invitationAcceptSchema, type InvitationLookup } from "@shared/schemas/team";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { roleHints, roleLabels, useAcceptInvitation } from "../api";

/** The invitee picks a name and a password, joins, and is signed in. */
export function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const form = useApiForm({ schema: invitationAcceptSchema, defaultValues: { name: "", password: "" } });
  const org = invitation.organizationName;
  const onSubmit = form.submitWith(async (values) => {
    await accept.mutateAsync(values);
    void navigate("/dashboard", { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <Field id="invite-email" label="Email">
        <Input
          id="invite-email"
          type="email"
          value={invitation.email}
          readOnly
          aria-readonly
          className="bg-surface-muted text-muted-foreground"
        />
      </Field>
      <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-surface-muted px-3 py-2">
        <span className="text-[13px] text-muted-foreground">Role</span>
        <span className="text-right text-[13px]">
          <span className="font-medium text-foreground">{roleLabels[invitation.role]}</span>
          <span className="text-muted-foreground"> · {roleHints[invitation.role]}</span>
        </span>
      </div>
      <FormField form={form} name="name" id="invite-name" label="Your name">
        {(control) => <Input {...control} autoComplete="name" autoFocus />}
      </FormField>
      <FormField form={form} name="password" id="invite-password" label="Password" hint="Use at least 8 characters.">
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" saving={form.saving} savingLabel="Joining...">
        Join {org}
      </SubmitButton>
    </form>
  );
}
