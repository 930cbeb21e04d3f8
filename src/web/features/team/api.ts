import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { invitationAcceptSchema, invitationCreateSchema } from "@shared/schemas/team";
import { api } from "@web/lib/api-client";
import type { Member } from "@shared/schemas/organizations";
import { referenceKeys } from "@web/lib/reference-data";
import { clearSession, meQueryOptions, type Role } from "@web/lib/session";
import { queryKeys } from "@web/lib/query-keys";

export const roleLabels: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member", viewer: "Viewer" };
export const roleHints: Record<Role, string> = {
  owner: "Everything, including owners",
  admin: "Manage settings and the team",
  member: "Create and edit records",
  viewer: "Read only",
};

/** The roles someone with `callerRole` may hand out: only owners make owners. */
export const assignableRoles = (callerRole: Role): Role[] =>
  callerRole === "owner" ? ["owner", "admin", "member", "viewer"] : ["admin", "member", "viewer"];

export const invitationsQueryKey = queryKeys.invitations;

export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: invitationsQueryKey,
    queryFn: ({ signal }) => api.get("/api/v1/invitations", { signal }),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof invitationCreateSchema>) => api.post("/api/v1/invitations", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/invitations/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, role }: { member: Member; role: Role }) =>
      api.patch("/api/v1/members/{id}", { path: { id: member.id }, body: { role, version: member.version } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: referenceKeys.members });
      // Changing one's own role changes what the app offers.
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/members/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referenceKeys.members }),
  });
}

export function invitationLookupQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.invitationLink(token),
    queryFn: ({ signal }) => api.get("/api/v1/public/invitations/{token}", { path: { token: encodeURIComponent(token) }, signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Accepts the invitation, signs in with the new password and loads the session. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.output<typeof invitationAcceptSchema>) => {
      const { email } = await api.post("/api/v1/public/invitations/{token}/accept", { path: { token: encodeURIComponent(token) }, body });
      await api.post("/api/auth/sign-in/email", { body: { email, password: body.password, rememberMe: true } });
      clearSession(queryClient);
      await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    },
  });
}
