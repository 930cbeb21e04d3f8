import { Spinner } from "@web/components/ui/spinner";
import { firstPaintMarkup } from "@web/lib/first-paint";

/** Shown while the session or the instance state is being loaded. */
export function FullPageLoading() {
  // The server's early shell and header, when it drew them for this page: kept, not a spinner.
  const early = firstPaintMarkup();
  if (early) return <div className="contents" dangerouslySetInnerHTML={{ __html: early }} />;
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <div role="status" className="flex items-center gap-2 text-[13px] text-muted-foreground">
        <Spinner />
        <span>Loading...</span>
      </div>
    </div>
  );
}
