import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { roleHints, roleLabels, useAcceptInvitation, type InvitationLookup } from "../api";

type Values = { name: string; password: string };

// react-hook-form rules (same limits as the server's schema) keep zod out of this public page.
const rules = {
  name: {
    setValueAs: (value: string) => value.trim(),
    required: "Enter your name",
    maxLength: { value: 120, message: "Name must be at most 120 characters" },
  },
  password: {
    required: "Enter a password",
    minLength: { value: 8, message: "Password must be at least 8 characters" },
    maxLength: { value: 128, message: "Password must be at most 128 characters" },
  },
} as const;

/** The invitee picks a name and a password, joins, and is signed in. */
export function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: { name: "", password: "" },
  });
  const { errors } = formState;
  const org = invitation.organizationName;

  const onSubmit = handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: () => void navigate("/dashboard", { replace: true }),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) {
          for (const key of ["name", "password"] as const) {
            if (err.fields[key]) setError(key, { message: err.fields[key] });
          }
        }
      },
    }),
  );

  const bannerError = accept.isError && !(accept.error instanceof ApiError && accept.error.fields);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {bannerError && <Banner tone="danger">{errorMessage(accept.error)}</Banner>}
      <Field id="invite-email" label="Email">
        <Input id="invite-email" type="email" value={invitation.email} readOnly aria-readonly className="bg-surface-muted text-muted-foreground" />
      </Field>
      <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-surface-muted px-3 py-2">
        <span className="text-[13px] text-muted-foreground">Role</span>
        <span className="text-right text-[13px]">
          <span className="font-medium text-foreground">{roleLabels[invitation.role]}</span>
          <span className="text-muted-foreground"> · {roleHints[invitation.role]}</span>
        </span>
      </div>
      <Field id="invite-name" label="Your name" error={errors.name?.message}>
        <Input {...fieldAria("invite-name", errors.name?.message)} autoComplete="name" autoFocus {...register("name", rules.name)} />
      </Field>
      <Field id="invite-password" label="Password" error={errors.password?.message} hint="Use at least 8 characters.">
        <PasswordInput
          {...fieldAria("invite-password", errors.password?.message, true)}
          autoComplete="new-password"
          {...register("password", rules.password)}
        />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={accept.isPending}>
        {accept.isPending ? "Joining..." : `Join ${org}`}
      </Button>
    </form>
  );
}
