import { Link } from "@web/lib/router";
import { ArrowLeft, Lock } from "lucide-react";
import { StatusScreen } from "@web/components/status-screen";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/lib/use-document-title";

export function UnauthorizedPage() {
  useDocumentTitle("Unauthorized");
  return (
    <StatusScreen
      icon={Lock}
      code="403"
      title="You don't have access to this page"
      description="Your role in this organisation does not include this page. Ask an owner or admin if you need it."
      actions={
        <Button asChild variant="secondary">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden /> Go back home
          </Link>
        </Button>
      }
    />
  );
}
