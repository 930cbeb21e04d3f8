import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { Spinner } from "@web/components/ui/spinner";
import { passwordResetTokenQuery } from "@web/features/auth/api";
import { AuthLayout } from "@web/components/auth-layout";
import { InvalidResetLink } from "@web/features/auth/components/invalid-reset-link";
import { UpdatePasswordForm } from "@web/features/auth/components/update-password-form";

const MISSING = "Auth session missing! Please request a new password reset link.";
const EXPIRED = "Your session has expired. Please request a new password reset link.";

/** Reads ?token= (or ?error= from the reset link) once, then cleans the URL. */
function useResetTokenFromUrl() {
  const [link] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return { token: params.get("token"), linkError: params.get("error") };
  });
  useEffect(() => {
    if (window.location.search) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
  }, []);
  return link;
}

function UpdatePasswordBody() {
  const { token, linkError } = useResetTokenFromUrl();
  const check = useQuery({ ...passwordResetTokenQuery(token ?? ""), enabled: Boolean(token) });

  if (!token) return <InvalidResetLink message={linkError ? EXPIRED : MISSING} />;
  if (check.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-[13px] text-muted-foreground">
        <Spinner /> Checking your link...
      </div>
    );
  }
  if (check.isError) {
    const known = check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500;
    return <InvalidResetLink message={known ? EXPIRED : errorMessage(check.error)} />;
  }
  if (!check.data.valid) return <InvalidResetLink message={EXPIRED} />;
  return <UpdatePasswordForm token={token} />;
}

export function UpdatePasswordPage() {
  useDocumentTitle("Update password");
  return (
    <AuthLayout title="Choose a new password" description="Pick a password you don't use anywhere else.">
      <UpdatePasswordBody />
    </AuthLayout>
  );
}
