import { useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { toast } from "@web/lib/toast";
import { ApiError, errorMessage } from "@web/lib/api-client";
import type { Role } from "@web/lib/session";
import { Button } from "@web/components/ui/button";
import { fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { assignableRoles, roleLabels, useInvite } from "../api";
import { RoleSelect } from "./role-select";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite by e-mail with a role; the server e-mails a link that is valid for 7 days. */
export function InviteForm({ callerRole }: { callerRole: Role }) {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("member");
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError("Enter a valid e-mail address");
      return;
    }
    invite.mutate(
      { email: address, role },
      {
        onSuccess: (sent) => {
          toast.success(`Invitation sent to ${sent.email} as ${roleLabels[sent.role]}`);
          setEmail("");
          setError(undefined);
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.status === 409 ? err.message : (err instanceof ApiError ? err.fields?.email : undefined) ?? errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
      <Label htmlFor="invite-email">Invite by e-mail</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          {...fieldAria("invite-email", error)}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          placeholder="name@fund.com"
          autoComplete="off"
          className="sm:flex-1"
        />
        <div className="flex gap-2">
          <RoleSelect
            value={role}
            roles={assignableRoles(callerRole)}
            onChange={setRole}
            label="Role for the invitation"
            size="md"
            className="w-32"
          />
          <Button type="submit" size="lg" disabled={invite.isPending} className="flex-1 sm:flex-none">
            <Send aria-hidden /> {invite.isPending ? "Sending..." : "Send invite"}
          </Button>
        </div>
      </div>
      {error && (
        <p id="invite-email-error" className="text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
