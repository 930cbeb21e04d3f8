import { useNavigate } from "@web/lib/router";
import { passwordResetRequestSchema } from "@shared/schemas/auth";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { useRequestPasswordReset } from "../api";

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const form = useApiForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: "" },
    codeFields: { validation_error: "email", invalid_email: "email" },
  });
  const onSubmit = form.submitWith(({ email }) => requestReset.mutateAsync(email));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {requestReset.isSuccess && <Banner tone="success">Check your email for a password reset link</Banner>}
      <FormBanner message={form.formError} />
      <FormField form={form} name="email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" autoFocus required placeholder="you@fund.com" />}
      </FormField>
      <div className="mt-1 flex flex-col gap-2">
        <SubmitButton size="lg" className="w-full" saving={form.saving} savingLabel="Sending...">
          Reset Password
        </SubmitButton>
        <Button variant="secondary" size="lg" className="w-full" onClick={() => void navigate("/")}>
          Go Back
        </Button>
      </div>
    </form>
  );
}
