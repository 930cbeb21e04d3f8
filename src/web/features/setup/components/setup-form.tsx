import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { z } from "zod";
import { emailSchema, passwordSchema, personNameSchema } from "@shared/schemas/common";
import { organizationNameSchema } from "@shared/schemas/organizations";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { useCreateOrganization, type SetupInput } from "../api";

// The server's own field rules (src/shared), so both sides say the same thing.
const schema = z.object({
  organizationName: organizationNameSchema,
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  sampleData: z.boolean(),
});

const fieldNames = ["organizationName", "name", "email", "password"] as const;

export function SetupForm() {
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const { register, handleSubmit, control, setError, formState } = useForm<SetupInput>({
    resolver: zodResolver(schema),
    defaultValues: { organizationName: "", name: "", email: "", password: "", sampleData: false },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => void navigate("/dashboard", { replace: true }),
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const name of fieldNames) {
          const message = error.fields[name];
          if (message) setError(name, { message });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {create.isError && <Banner tone="danger">{errorMessage(create.error)}</Banner>}
      <Field id="organizationName" label="Organisation name" error={errors.organizationName?.message}>
        <Input
          {...fieldAria("organizationName", errors.organizationName?.message)}
          autoComplete="organization"
          autoFocus
          required
          placeholder="Acme Ventures"
          {...register("organizationName")}
        />
      </Field>
      <Field id="name" label="Your name" error={errors.name?.message}>
        <Input {...fieldAria("name", errors.name?.message)} autoComplete="name" required {...register("name")} />
      </Field>
      <Field id="email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldAria("email", errors.email?.message)}
          type="email"
          autoComplete="email"
          required
          placeholder="you@fund.com"
          {...register("email")}
        />
      </Field>
      <Field id="password" label="Password" error={errors.password?.message} hint="At least 8 characters.">
        <PasswordInput
          {...fieldAria("password", errors.password?.message, true)}
          autoComplete="new-password"
          required
          {...register("password")}
        />
      </Field>
      <div className="flex items-start gap-2.5 rounded-md border border-border bg-surface-muted p-3">
        <Controller
          control={control}
          name="sampleData"
          render={({ field }) => (
            <Checkbox
              id="sampleData"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby="sampleData-hint"
            />
          )}
        />
        <div>
          <Label htmlFor="sampleData">Fill with sample data</Label>
          <p id="sampleData-hint" className="mt-1 text-xs text-muted-foreground">
            Adds realistic companies, people, portfolio and LPs so you can explore every screen.
          </p>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create organisation"}
      </Button>
    </form>
  );
}
