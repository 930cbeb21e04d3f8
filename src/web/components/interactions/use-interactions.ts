import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { uploadFile } from "@web/lib/upload-file";

/** Whose interactions: a person's or a company's. */
export type InteractionOwner = { personId: string } | { companyId: string };

const ownerKey = (owner: InteractionOwner) =>
  "personId" in owner ? queryKeys.interactions.of("person", owner.personId) : queryKeys.interactions.of("company", owner.companyId);

/** The owner's captured e-mails and invitations (newest first), an .eml/.ics import dropped on them, and delete. */
export function useInteractions(owner: InteractionOwner, limit = 10) {
  const qc = useQueryClient();
  const queryKey = [...ownerKey(owner), limit] as const;
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      "personId" in owner
        ? api.get("/api/v1/people/{id}/interactions", { path: { id: owner.personId }, query: { limit }, signal })
        : api.get("/api/v1/companies/{id}/interactions", { path: { id: owner.companyId }, query: { limit }, signal }),
  });
  // Meetings and Last Meeting move with an imported invitation.
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: queryKeys.interactions.all }), qc.invalidateQueries({ queryKey: queryKeys.people.all })]);
  const importFile = useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadFile("/api/v1/interactions/import", { file, fields: owner as Record<string, string>, onProgress }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/interactions/{id}", { path: { id } }),
    onSettled: refresh,
  });
  return { list, importFile, remove };
}
