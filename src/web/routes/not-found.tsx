import { Link } from "@web/lib/router";
import { ArrowLeft, Compass } from "lucide-react";
import { StatusScreen } from "@web/components/status-screen";
import { Button } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <StatusScreen
      icon={Compass}
      code="404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
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
