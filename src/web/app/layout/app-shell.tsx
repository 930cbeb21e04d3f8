import { useEffect, useState } from "react";
import { Outlet } from "@web/lib/router";
import { toast } from "@web/lib/toast";
import { useMe } from "@web/lib/me-context";
import { errorMessage } from "@web/lib/api-client";
import { useSignOut } from "@web/features/auth/api";
import { MobileNav } from "./mobile-nav";
import { Sidebar } from "./sidebar";
import { useLiveUpdates } from "../live/use-live-updates";
import { lazyPage } from "@web/app/lazy-page";
import { endFirstPaint } from "@web/app/first-paint";

// The profile form (and the schemas behind it) loads when the dialog first opens, not with every page.
const ProfileDialog = lazyPage(() => import("@web/features/profile/components/profile-dialog").then((m) => m.ProfileDialog), null);

/** Signed-in layout: sidebar (or mobile menu), the page, and the profile dialog. */
export function AppShell() {
  const me = useMe();
  const [profileOpen, setProfileOpen] = useState(false);
  const signOut = useSignOut();
  useLiveUpdates();
  useEffect(endFirstPaint, []);
  const actions = {
    signingOut: signOut.isPending,
    onOpenProfile: () => setProfileOpen(true),
    onSignOut: () =>
      signOut.mutate(undefined, {
        onError: (error) => toast.error(errorMessage(error, "Could not sign out. Please try again.")),
      }),
  };
  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar me={me} {...actions} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNav me={me} {...actions} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </div>
      {profileOpen && <ProfileDialog me={me} open onOpenChange={setProfileOpen} />}
    </div>
  );
}
