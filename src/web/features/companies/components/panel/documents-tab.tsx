import { DocumentVault } from "@web/components/document-vault/document-vault";
import { documentsKey } from "../../api";
import { Card } from "./info-item";

/** Document Vault: the shared document list and upload (the same rules as a person's documents). */
export function DocumentsTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  return (
    <Card title="Document Vault">
      <div className="mt-4">
        <DocumentVault
          url={`/api/v1/companies/${companyId}/documents`}
          queryKey={documentsKey(companyId)}
          readOnly={readOnly}
          defaultCategory="deck"
        />
      </div>
    </Card>
  );
}
