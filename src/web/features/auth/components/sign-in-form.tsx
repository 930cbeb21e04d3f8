import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { useSignIn } from "../api";

type Values = { email: string; password: string; rememberMe: boolean };

// Plain react-hook-form rules instead of a zod schema: this is the page most people load
// first, and zod would add ~20 kB (gzip) to it. The server validates again anyway.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const rules = {
  email: {
    setValueAs: (value: string) => value.trim(),
    required: "Enter your e-mail address",
    pattern: { value: EMAIL_PATTERN, message: "Enter a valid e-mail address" },
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

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: () => void navigate("/dashboard", { replace: true }) }),
  );

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
          <Link to="/forgot-password" className="text-[13px] font-medium text-primary hover:underline">
            Forgot password?
          </Link>
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
    </form>
  );
}
