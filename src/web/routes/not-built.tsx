import { Link } from "react-router";
import { ArrowLeft, Construction } from "lucide-react";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/lib/use-document-title";

/** Placeholder inside the shell for guarded screens that a later issue builds. */
export function NotBuiltPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageHeader title={title} />
      <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-border-strong bg-surface px-6 py-16 text-center">
        <div className="mb-4 flex size-10 items-center justify-center rounded-lg bg-hover text-muted-foreground">
          <Construction className="size-5" aria-hidden />
        </div>
        <h2 className="text-sm font-semibold text-foreground">This page is not built yet</h2>
        <p className="mt-1 max-w-sm text-[13px] text-muted-foreground">
          {title} is on its way. Everything else you need is a click away in the sidebar.
        </p>
        <Button asChild variant="secondary" className="mt-5">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden /> Back to Home
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
