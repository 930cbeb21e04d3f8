import { useEffect, useState } from "react";
import { Link } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { AuthLayout } from "@web/components/auth-layout";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { invitationLookupQuery } from "@web/features/team/api";
import { AcceptInvitationForm } from "@web/features/team/components/accept-invitation-form";

const INVALID = "This invitation is invalid or has expired. Ask for a new one.";

/** Reads ?token= once, then removes it from the address bar and history. */
function useInvitationToken() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token"));
  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
  return token;
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthLayout title="Invitation unavailable" description="This link can't be used to join an organisation.">
      <div className="flex flex-col gap-4">
        <Banner tone="danger">{message}</Banner>
        <Button asChild variant="secondary" size="lg" className="w-full">
          <Link to="/">Go to sign in</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

export function InvitePage() {
  const token = useInvitationToken();
  const lookup = useQuery({ ...invitationLookupQuery(token ?? ""), enabled: Boolean(token) });
  const org = lookup.data?.organizationName;
  useDocumentTitle(org ? `Join ${org}` : "Invitation");

  if (!token) return <InvalidInvitation message={INVALID} />;
  if (lookup.isPending) {
    return (
      <AuthLayout title="Invitation" description="Checking your invitation link...">
        <div role="status" className="flex items-center gap-2 py-6 text-[13px] text-muted-foreground">
          <Spinner /> Checking your link...
        </div>
      </AuthLayout>
    );
  }
  if (lookup.isError) {
    const status = lookup.error instanceof ApiError ? lookup.error.status : 0;
    // 404 carries the server's explanation; a malformed token (400) gets the same words.
    const message =
      status === 404 ? errorMessage(lookup.error, INVALID) : status >= 400 && status < 500 ? INVALID : errorMessage(lookup.error);
    return <InvalidInvitation message={message} />;
  }
  return (
    <AuthLayout
      title={`Join ${lookup.data.organizationName}`}
      description={`You've been invited to ${lookup.data.organizationName} on Fundline. Choose your name and a password.`}
    >
      <AcceptInvitationForm token={token} invitation={lookup.data} />
    </AuthLayout>
  );
}
