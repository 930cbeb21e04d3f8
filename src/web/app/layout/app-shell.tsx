import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useNavigate, useSearchParams } from "@web/lib/router";
import { clearSession, onSignOutElsewhere } from "@web/lib/session";
import { toast } from "@web/lib/toast";
import { useMe } from "@web/lib/me-context";
import { errorMessage } from "@web/lib/api-client";
import { useSignOut } from "@web/features/auth/api";
import { MobileNav } from "./mobile-nav";
import { Sidebar } from "./sidebar";
import { useLiveUpdates } from "../live/use-live-updates";
import { lazyPage } from "@web/lib/lazy-page";
import { endFirstPaint } from "@web/lib/first-paint";
import { useCommandPalette } from "@web/features/search/launcher";

// The profile form (and the schemas behind it) loads when the dialog first opens, not with every page.
const ProfileDialog = lazyPage(() => import("@web/features/profile/components/profile-dialog").then((m) => m.ProfileDialog), null);
const NotificationSettingsForm = lazyPage(
  () => import("@web/features/notifications/components/notification-settings-form").then((m) => m.NotificationSettingsForm),
  null,
);

/** Signed-in layout: sidebar (or mobile menu), the page, and the profile dialog. */
export function AppShell() {
  const me = useMe();
  // ?profile=notifications (the digest e-mail's preferences link, the panel's settings link) opens Profile → Notifications.
  const [params, setParams] = useSearchParams();
  const profileTab = params.get("profile") === "notifications" ? "notifications" : null;
  const [profileOpen, setProfileOpen] = useState(false);
  const signOut = useSignOut();
  const { openPalette, palette } = useCommandPalette();
  useLiveUpdates();
  useEffect(endFirstPaint, []);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Another tab signed out: this one follows at once, with nothing of the session left cached.
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        clearSession(queryClient);
        void navigate("/", { replace: true });
      }),
    [queryClient, navigate],
  );
  const actions = {
    signingOut: signOut.isPending,
    onOpenProfile: () => setProfileOpen(true),
    onOpenSearch: openPalette,
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
      {(profileOpen || profileTab) && (
        <ProfileDialog
          me={me}
          open
          initialTab={profileTab ?? "profile"}
          notifications={<NotificationSettingsForm />}
          onOpenChange={(open) => {
            setProfileOpen(open);
            if (!open && profileTab) {
              const next = new URLSearchParams(params);
              next.delete("profile");
              setParams(next, { replace: true });
            }
          }}
        />
      )}
      {palette}
    </div>
  );
}
