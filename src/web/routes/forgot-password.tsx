import { useDocumentTitle } from "@web/lib/use-document-title";
import { AuthLayout } from "@web/components/auth-layout";
import { ForgotPasswordForm } from "@web/features/auth/components/forgot-password-form";

export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
