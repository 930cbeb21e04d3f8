import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { z } from "zod";
import { errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Field, fieldAria } from "@web/components/ui/field";
import { PasswordInput } from "@web/components/ui/password-input";
import { useResetPassword } from "../api";

const REDIRECT_DELAY_MS = 2000;

const schema = z.object({ newPassword: z.string().min(1, "Enter a new password") });

type Values = z.infer<typeof schema>;

/** New password for a checked reset token; returns to sign-in 2 s after success. */
export function UpdatePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "" },
  });
  const error = formState.errors.newPassword?.message;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  return (
    <form
      onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ newPassword, token }))}
      noValidate
      className="flex flex-col gap-4"
    >
      {reset.isSuccess && <Banner tone="success">Password updated successfully. Redirecting...</Banner>}
      {reset.isError && <Banner tone="danger">{errorMessage(reset.error)}</Banner>}
      <Field id="new-password" label="New Password" error={error} hint="Use at least 8 characters.">
        <PasswordInput
          {...fieldAria("new-password", error, true)}
          autoComplete="new-password"
          autoFocus
          required
          disabled={reset.isSuccess}
          {...register("newPassword")}
        />
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={reset.isPending || reset.isSuccess}>
        {reset.isPending ? "Saving..." : "Save New Password"}
      </Button>
    </form>
  );
}
