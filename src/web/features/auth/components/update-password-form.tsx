import { useEffect } from "react";
import { useNavigate } from "@web/lib/router";
import { passwordResetSchema } from "@shared/schemas/auth";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Banner } from "@web/components/ui/banner";
import { PasswordInput } from "@web/components/ui/password-input";
import { useResetPassword } from "../api";

const REDIRECT_DELAY_MS = 2000;

/** New password for a checked reset token; returns to sign-in 2 s after success. */
export function UpdatePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useApiForm({
    schema: passwordResetSchema,
    defaultValues: { newPassword: "" },
    codeFields: { password_too_short: "newPassword", password_too_long: "newPassword" },
  });
  const onSubmit = form.submitWith(({ newPassword }) => reset.mutateAsync({ newPassword, token }));

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {reset.isSuccess && <Banner tone="success">Password updated successfully. Redirecting...</Banner>}
      <FormBanner message={form.formError} />
      <FormField form={form} name="newPassword" id="new-password" label="New Password" hint="Use at least 8 characters.">
        {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus required disabled={reset.isSuccess} />}
      </FormField>
      <SubmitButton size="lg" className="mt-1 w-full" saving={form.saving} savingLabel="Saving..." disabled={reset.isSuccess}>
        Save New Password
      </SubmitButton>
    </form>
  );
}
