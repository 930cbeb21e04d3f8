import { UserPen } from "lucide-react";
import type { Me } from "@web/lib/session";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";

const roleLabels: Record<Me["role"], string> = { owner: "Owner", admin: "Admin", member: "Member", viewer: "Viewer" };

/** Organisation name and the signed-in user's e-mail, with Edit Profile. */
export function SettingsHeaderCard({ me, onEditProfile }: { me: Me; onEditProfile: () => void }) {
  const orgName = me.organization.name.trim();
  const letter = (orgName[0] ?? "O").toUpperCase();
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4">
      <div
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-lg font-semibold text-primary-foreground shadow-[inset_0_1px_0_rgb(255_255_255/0.15)]"
        aria-hidden
      >
        {letter}
      </div>
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate text-base font-semibold text-foreground">{orgName || "No organization set"}</p>
        <p className="mt-0.5 flex min-w-0 items-center gap-2 text-[13px] text-muted-foreground">
          <span className="truncate">{me.user.email || "No user logged in"}</span>
          <Badge className="shrink-0">{roleLabels[me.role]}</Badge>
        </p>
      </div>
      <Button variant="secondary" onClick={onEditProfile} aria-haspopup="dialog">
        <UserPen aria-hidden /> Edit Profile
      </Button>
    </Card>
  );
}
