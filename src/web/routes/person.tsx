import { useNavigate, useParams } from "@web/lib/router";
import { useMe } from "@web/lib/me-context";
import { PersonDetailDialog } from "@web/features/people/components/person-detail";

/**
 * /people/{id}: the contact over the list; closing returns to /people in place of the
 * contact's entry, so Back afterwards does not open it again.
 */
export function PersonRoute() {
  const { personId = "" } = useParams();
  const navigate = useNavigate();
  const readOnly = useMe().role === "viewer";
  return <PersonDetailDialog key={personId} id={personId} readOnly={readOnly} onClose={() => navigate("/people", { replace: true })} />;
}
