import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetupBody } from "@shared/schemas/organizations";
import { api, ApiError } from "@web/lib/api-client";
import { meQueryOptions, setupQueryKey, type SetupStatus } from "@web/lib/session";

/**
 * Creates the first organisation and its owner, then signs the owner in. Marking the
 * instance as set up last lets the setup gate move the (now signed-in) user on.
 */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetupBody) => {
      const created = await api.post("/api/v1/setup", { body: input });
      try {
        await api.post("/api/auth/sign-in/email", { body: { email: input.email, password: input.password, rememberMe: true } });
        await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      } finally {
        queryClient.setQueryData<SetupStatus>(setupQueryKey, (old) => ({ mailConfigured: true, ...old, needsSetup: false }));
      }
      return created;
    },
    onError: (error) => {
      // 409: someone else finished the setup meanwhile.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: setupQueryKey });
      }
    },
  });
}
