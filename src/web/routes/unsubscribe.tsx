import { useMutation, useQuery } from "@tanstack/react-query";
import { BellOff } from "lucide-react";
import { notificationKindLabels, type UnsubscribeKind } from "@shared/constants/notifications";
import { StatusScreen } from "@web/components/status-screen";
import { Button } from "@web/components/ui/button";
import { api, errorMessage } from "@web/lib/api-client";
import { Link, useSearchParams } from "@web/lib/router";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { queryKeys } from "@web/lib/query-keys";

const what = (kind: UnsubscribeKind) =>
  kind === "digest" ? "the daily digest e-mail" : `e-mails about ${notificationKindLabels[kind].toLowerCase()}`;

/**
 * An e-mail's unsubscribe link: works without signing in (the token is signed). Opening it changes
 * nothing (link scanners open links); the button does, as mail clients' one-click POST does.
 */
export function UnsubscribePage() {
  useDocumentTitle("Unsubscribe");
  const token = useSearchParams()[0].get("token") ?? "";
  const query = useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => api.get("/api/v1/unsubscribe", { query: { token }, skipAuthRedirect: true }),
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => api.post("/api/v1/unsubscribe", { query: { token }, skipAuthRedirect: true }) });
  const answer = confirm.data ?? query.data;
  const error = query.error ?? confirm.error;
  return (
    <StatusScreen
      icon={BellOff}
      title={answer?.unsubscribed ? "You are unsubscribed" : "Unsubscribe"}
      description={
        error
          ? errorMessage(error)
          : !answer
            ? "Loading..."
            : answer.unsubscribed
              ? `${answer.email} no longer receives ${what(answer.kind)}. You can turn it back on in Profile → Notifications.`
              : `Stop sending ${what(answer.kind)} to ${answer.email}?`
      }
      actions={
        <>
          {answer && !answer.unsubscribed && (
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {confirm.isPending ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to="/dashboard?profile=notifications">Notification settings</Link>
          </Button>
        </>
      }
    />
  );
}
