import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { z } from "zod";
import { errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { useRequestPasswordReset } from "../api";

const schema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address").email("Enter a valid e-mail address"),
});

type Values = z.infer<typeof schema>;

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const error = formState.errors.email?.message;

  return (
    <form
      onSubmit={handleSubmit(({ email }) => requestReset.mutate(email))}
      noValidate
      className="flex flex-col gap-4"
    >
      {requestReset.isSuccess && <Banner tone="success">Check your email for a password reset link</Banner>}
      {requestReset.isError && <Banner tone="danger">{errorMessage(requestReset.error)}</Banner>}
      <Field id="email" label="E-mail" error={error}>
        <Input
          {...fieldAria("email", error)}
          type="email"
          autoComplete="email"
          autoFocus
          required
          placeholder="you@fund.com"
          {...register("email")}
        />
      </Field>
      <div className="mt-1 flex flex-col gap-2">
        <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
          {requestReset.isPending ? "Sending..." : "Reset Password"}
        </Button>
        <Button variant="secondary" size="lg" className="w-full" onClick={() => void navigate("/")}>
          Go Back
        </Button>
      </div>
    </form>
  );
}
