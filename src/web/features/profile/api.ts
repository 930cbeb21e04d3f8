import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { meQueryKey, type Me } from "@web/lib/session";

/** Every profile mutation answers the full /me shape; it replaces the cached session. */
function useMeMutation<TInput>(request: (input: TInput) => Promise<Me>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useUpdateName() {
  return useMeMutation((name: string) => api.patch("/api/v1/me", { body: { name } }));
}

export function useUploadAvatar() {
  return useMeMutation((file: File) => {
    const form = new FormData();
    form.append("file", file);
    return api.put("/api/v1/me/avatar", { body: form });
  });
}

export function useRemoveAvatar() {
  return useMeMutation(() => api.delete("/api/v1/me/avatar"));
}

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Client-side checks before an upload; returns the message to show, or null. */
export function validateAvatar(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Please select an image file";
  if (file.size >= AVATAR_MAX_BYTES) return "File size must be less than 5MB";
  return null;
}
