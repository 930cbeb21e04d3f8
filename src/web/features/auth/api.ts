import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@web/lib/router";
import { api } from "@web/lib/api-client";
import { announceSignOut, clearSession, meQueryOptions } from "@web/lib/session";
import { queryKeys } from "@web/lib/query-keys";

export type SignInInput = { email: string; password: string; rememberMe: boolean };

/** Signs in with better-auth, then loads the session so the guard lets the user in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await api.post("/api/auth/sign-in/email", { body: input });
      await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    },
  });
}

/** Signs out, forgets all cached data and returns to the sign-in screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post("/api/auth/sign-out", { body: {} }),
    onSuccess: () => {
      announceSignOut();
      clearSession(queryClient);
      void navigate("/", { replace: true });
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post("/api/auth/request-password-reset", { body: { email, redirectTo: "/update-password" } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { newPassword: string; token: string }) => api.post("/api/auth/reset-password", { body: input }),
  });
}

export function passwordResetTokenQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.passwordReset(token),
    queryFn: ({ signal }) => api.get("/api/v1/public/password-reset/{token}", { path: { token: encodeURIComponent(token) }, signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
