import { isRouteErrorResponse, useRouteError } from "react-router";
import { RefreshCw, TriangleExclamationPoint } from "lucide-react";
import { StatusScreen } from "@web/components/status-screen";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/lib/use-document-title";

/** Last-resort screen when a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <StatusScreen
      icon={TriangleExclamationPoint}
      title="Something went wrong"
      description={detail ?? "An unexpected error occurred while showing this page."}
      actions={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> Reload page
        </Button>
      }
    />
  );
}
