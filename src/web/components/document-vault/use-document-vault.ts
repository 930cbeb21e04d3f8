import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { StoredDocument } from "@shared/schemas/documents";
import { api } from "@web/lib/api-client";

/** The documents under `url` (a company's or a person's), with rename and delete on the version shown. */
export function useDocumentVault(url: string, queryKey: QueryKey) {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<{ items: StoredDocument[] }>(url, { signal }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey });
  const rename = useMutation({
    mutationFn: ({ doc, fileName, version }: { doc: StoredDocument; fileName: string; version: number }) =>
      api.patch<StoredDocument>(`${url}/${doc.id}`, { fileName, version }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (doc: StoredDocument) => api.delete<void>(`${url}/${doc.id}?version=${doc.version}`),
    onSettled: refresh,
  });
  return { list, rename, remove, refresh };
}
