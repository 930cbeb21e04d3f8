import { Spinner } from "@web/components/ui/spinner";

/** Shown while the session or the instance state is being loaded. */
export function FullPageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <div role="status" className="flex items-center gap-2 text-[13px] text-muted-foreground">
        <Spinner />
        <span>Loading...</span>
      </div>
    </div>
  );
}
