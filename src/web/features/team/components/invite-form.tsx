import { Controller } from "react-hook-form";
import { Send } from "lucide-react";
import { invitationCreateSchema } from "@shared/schemas/team";
import { toast } from "@web/lib/toast";
import type { Role } from "@web/lib/session";
import { FormBanner } from "@web/components/form/form-banner";
import { fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { assignableRoles, roleLabels, useInvite } from "../api";
import { RoleSelect } from "./role-select";

/** Invite by e-mail with a role; the server e-mails a link that is valid for 7 days. */
export function InviteForm({ callerRole }: { callerRole: Role }) {
  const invite = useInvite();
  const form = useApiForm({ schema: invitationCreateSchema, defaultValues: { email: "", role: "member" } });
  const error = fieldError(form.formState.errors, "email");
  const onSubmit = form.submitWith(async (values) => {
    const sent = await invite.mutateAsync(values);
    toast.success(`Invitation sent to ${sent.email} as ${roleLabels[sent.role]}`);
    form.reset({ email: "", role: values.role });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
      <FormBanner message={form.formError} />
      <Label htmlFor="invite-email">Invite by email</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          {...fieldAria("invite-email", error)}
          {...form.register("email")}
          type="email"
          placeholder="name@fund.com"
          autoComplete="off"
          className="sm:flex-1"
        />
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleSelect
                value={field.value ?? "member"}
                roles={assignableRoles(callerRole)}
                onChange={field.onChange}
                label="Role for the invitation"
                size="md"
                className="w-32"
              />
            )}
          />
          <SubmitButton size="lg" saving={form.saving} savingLabel="Sending..." className="flex-1 sm:flex-none">
            <Send aria-hidden /> Send invite
          </SubmitButton>
        </div>
      </div>
      {error && (
        <p id="invite-email-error" className="text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
