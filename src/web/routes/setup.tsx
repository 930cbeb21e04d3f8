import { useDocumentTitle } from "@web/lib/use-document-title";
import { AuthLayout } from "@web/components/auth-layout";
import { SetupForm } from "@web/features/setup/components/setup-form";

export function SetupPage() {
  useDocumentTitle("Create your organisation");
  return (
    <AuthLayout
      title="Create your organisation"
      description="Set up Fundline for your fund. You will be its owner and can invite your team next."
    >
      <SetupForm />
    </AuthLayout>
  );
}
