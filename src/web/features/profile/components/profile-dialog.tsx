import { useState, type ReactNode } from "react";
import type { Me } from "@web/lib/session";
import { formatNumericDate } from "@shared/format";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { AvatarEditor } from "./avatar-editor";
import { EditableName } from "./editable-name";

type ProfileDialogProps = {
  me: Me | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Notifications section (composed by the shell: features do not import each other). */
  notifications?: ReactNode;
  initialTab?: "profile" | "notifications";
};

const roleLabels: Record<Me["role"], string> = { owner: "Owner", admin: "Admin", member: "Member", viewer: "Viewer" };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-[13px] text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-[13px] text-foreground">{children}</dd>
    </div>
  );
}

/** The signed-in user's profile: photo, display name, e-mail, status and join date. */
export function ProfileDialog({ me, open, onOpenChange, notifications, initialTab = "profile" }: ProfileDialogProps) {
  const [editingName, setEditingName] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-[480px]"
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself rather than the photo's hidden actions.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (editingName) event.preventDefault();
        }}
      >
        <DialogTitle>Profile</DialogTitle>
        <DialogDescription className="sr-only">Your photo, display name and account details.</DialogDescription>
        <Tabs defaultValue={initialTab} className="mt-3">
          <TabsList>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <div className="mt-5 flex items-center gap-4">
              <AvatarEditor name={me?.user.name ?? ""} image={me?.user.image ?? null} />
              <div className="min-w-0 flex-1">
                {me ? (
                  <EditableName key={me.user.name} name={me.user.name} onEditingChange={setEditingName} />
                ) : (
                  <p className="text-lg font-semibold">Loading...</p>
                )}
                <p className="truncate text-[13px] text-muted-foreground">{me?.user.email}</p>
              </div>
            </div>
            <dl className="mt-5 divide-y divide-border border-y border-border">
              <Row label="Status">
                <Badge tone="success" dot>
                  Active
                </Badge>
              </Row>
              <Row label="Role">{me ? roleLabels[me.role] : "Loading..."}</Row>
              <Row label="Organisation">{me?.organization.name ?? "Loading..."}</Row>
              <Row label="Joined On">
                <span className="tabular">{me?.user.createdAt ? formatNumericDate(me.user.createdAt) : "Loading..."}</span>
              </Row>
            </dl>
            <ul className="mt-4 flex flex-col gap-1 text-xs text-muted-foreground">
              <li>Double-click your name to edit it.</li>
              <li>Hover over your photo to upload a new one.</li>
            </ul>
          </TabsContent>
          <TabsContent value="notifications" className="mt-4">
            {notifications}
          </TabsContent>
        </Tabs>
        <div className="mt-auto flex justify-end pt-5 sm:mt-0">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
