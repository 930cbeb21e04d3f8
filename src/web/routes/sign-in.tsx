import { useDocumentTitle } from "@web/lib/use-document-title";
import { AuthLayout } from "@web/components/auth-layout";
import { ProductPanel } from "@web/features/auth/components/product-panel";
import { SignInForm } from "@web/features/auth/components/sign-in-form";

export function SignInPage() {
  useDocumentTitle("Sign in");
  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to your fund's workspace." aside={<ProductPanel />}>
      <SignInForm />
    </AuthLayout>
  );
}
