import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { StoredDocument } from "@shared/schemas/documents";
import { api } from "@web/lib/api-client";

/** Whose documents: a company's or a person's. */
export type DocumentOwner = { companyId: string } | { personId: string };

const listDocuments = (owner: DocumentOwner, signal: AbortSignal) =>
  "companyId" in owner
    ? api.get("/api/v1/companies/{id}/documents", { path: { id: owner.companyId }, signal })
    : api.get("/api/v1/people/{id}/documents", { path: { id: owner.personId }, signal });

const renameDocument = (owner: DocumentOwner, docId: string, body: { fileName: string; version: number }) =>
  "companyId" in owner
    ? api.patch("/api/v1/companies/{id}/documents/{docId}", { path: { id: owner.companyId, docId }, body })
    : api.patch("/api/v1/people/{id}/documents/{docId}", { path: { id: owner.personId, docId }, body });

const deleteDocument = (owner: DocumentOwner, doc: StoredDocument) =>
  "companyId" in owner
    ? api.delete("/api/v1/companies/{id}/documents/{docId}", {
        path: { id: owner.companyId, docId: doc.id },
        query: { version: doc.version },
      })
    : api.delete("/api/v1/people/{id}/documents/{docId}", { path: { id: owner.personId, docId: doc.id }, query: { version: doc.version } });

/** The owner's documents, with rename and delete on the version shown. */
export function useDocumentVault(owner: DocumentOwner, queryKey: QueryKey) {
  const qc = useQueryClient();
  const list = useQuery({ queryKey, queryFn: ({ signal }) => listDocuments(owner, signal) });
  const refresh = () => qc.invalidateQueries({ queryKey });
  const rename = useMutation({
    mutationFn: ({ doc, fileName, version }: { doc: StoredDocument; fileName: string; version: number }) =>
      renameDocument(owner, doc.id, { fileName, version }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (doc: StoredDocument) => deleteDocument(owner, doc), onSettled: refresh });
  return { list, rename, remove, refresh };
}
