import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "@web/lib/router";
import { errorMessage } from "@web/lib/api-client";
import { setupQueryOptions } from "@web/lib/session";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { useSignIn } from "../api";

type Values = { email: string; password: string; rememberMe: boolean };

// Plain react-hook-form rules instead of useApiForm and the shared schema: this is the page most people load
// first, and zod would add 26.6 kB gzip to it (decision 005). The server validates again anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const rules = {
  email: {
    setValueAs: (value: string) => value.trim(),
    required: "Enter your email address",
    pattern: { value: EMAIL_PATTERN, message: "Enter a valid email address" },
  },
  password: { required: "Enter your password" },
} as const;

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { register, handleSubmit, control, formState } = useForm<Values>({
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  const { errors } = formState;
  // Without mail a reset e-mail would never arrive: send people to their administrator instead.
  const mailConfigured = useQuery(setupQueryOptions()).data?.mailConfigured !== false;

  const onSubmit = handleSubmit((values) => signIn.mutate(values, { onSuccess: () => void navigate("/dashboard", { replace: true }) }));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {signIn.isError && <Banner tone="danger">{errorMessage(signIn.error)}</Banner>}
      <Field id="email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldAria("email", errors.email?.message)}
          type="email"
          autoComplete="email"
          autoFocus
          required
          placeholder="you@fund.com"
          {...register("email", rules.email)}
        />
      </Field>
      <Field
        id="password"
        label="Password"
        error={errors.password?.message}
        aside={
          mailConfigured && (
            <Link to="/forgot-password" className="text-[13px] font-medium text-primary hover:underline">
              Forgot password?
            </Link>
          )
        }
      >
        <PasswordInput
          {...fieldAria("password", errors.password?.message)}
          autoComplete="current-password"
          required
          {...register("password", rules.password)}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="remember-me"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="remember-me" className="font-normal text-muted-foreground">
          Remember me
        </Label>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in..." : "Sign in"}
      </Button>
      {!mailConfigured && (
        <p className="text-center text-[13px] text-muted-foreground">
          Forgot your password? This workspace cannot send e-mail yet, so ask your administrator for a reset link.
        </p>
      )}
    </form>
  );
}
