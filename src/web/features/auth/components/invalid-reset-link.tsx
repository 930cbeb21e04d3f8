import { Link } from "@web/lib/router";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";

/** Missing or expired reset link: the message and two ways to request a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Banner tone="danger">{message}</Banner>
      <div className="flex flex-col gap-2">
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
        <Button asChild variant="secondary" size="lg" className="w-full">
          <Link to="/forgot-password">Request New Password Reset Link</Link>
        </Button>
      </div>
    </div>
  );
}
