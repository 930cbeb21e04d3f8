import { RefreshCw, TriangleExclamationPoint } from "lucide-react";
import { StatusScreen } from "@web/components/status-screen";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/lib/use-document-title";

/** Last-resort screen when a page throws while rendering (spec part 2 §8: uncaught errors). */
export function RouteErrorPage({ error }: { error: unknown }) {
  useDocumentTitle("Something went wrong");
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <StatusScreen
      icon={TriangleExclamationPoint}
      title="Something went wrong"
      description={
        <>
          <p>Please refresh the page and try again.</p>
          {detail && (
            <details className="mt-4 text-left text-xs">
              <summary className="cursor-pointer text-center text-muted-foreground hover:text-foreground">Details</summary>
              <pre className="mt-2 max-h-40 overflow-auto rounded-md border border-border bg-surface-muted p-2 font-mono break-words whitespace-pre-wrap text-foreground">
                {detail}
              </pre>
            </details>
          )}
        </>
      }
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> Reload
        </Button>
      }
    />
  );
}
