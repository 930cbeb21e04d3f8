import { Controller } from "react-hook-form";
import { useNavigate } from "@web/lib/router";
import { setupBodySchema } from "@shared/schemas/organizations";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { PasswordInput } from "@web/components/ui/password-input";
import { useCreateOrganization } from "../api";

export function SetupForm() {
  const navigate = useNavigate();
  const create = useCreateOrganization();
  const form = useApiForm({
    schema: setupBodySchema,
    defaultValues: { organizationName: "", name: "", email: "", password: "", sampleData: false },
  });
  const onSubmit = form.submitWith(async (values) => {
    await create.mutateAsync(values);
    void navigate("/dashboard", { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="organizationName" label="Organisation name">
        {(control) => <Input {...control} autoComplete="organization" autoFocus required placeholder="Acme Ventures" />}
      </FormField>
      <FormField form={form} name="name" label="Your name">
        {(control) => <Input {...control} autoComplete="name" required />}
      </FormField>
      <FormField form={form} name="email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" required placeholder="you@fund.com" />}
      </FormField>
      <FormField form={form} name="password" label="Password" hint="At least 8 characters.">
        {(control) => <PasswordInput {...control} autoComplete="new-password" required />}
      </FormField>
      <div className="flex items-start gap-2.5 rounded-md border border-border bg-surface-muted p-3">
        <Controller
          control={form.control}
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
      <SubmitButton size="lg" className="mt-1 w-full" saving={form.saving} savingLabel="Creating...">
        Create organisation
      </SubmitButton>
    </form>
  );
}
