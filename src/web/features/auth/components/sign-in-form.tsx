import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { useSignIn } from "../api";

const schema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address").email("Enter a valid e-mail address"),
  password: z.string().min(1, "Enter your password"),
  rememberMe: z.boolean(),
});

type Values = z.infer<typeof schema>;

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { register, handleSubmit, control, formState } = useForm<Values>({
    resolver: zodResolver(schema),
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
          {...register("email")}
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
          {...register("password")}
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
