import { useEffect, useState, type ReactNode } from "react";
import { Pencil } from "lucide-react";
import { lazyPage } from "@web/lib/lazy-page";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import type { EditorProps } from "./company-editor";
import { Card } from "./info-item";

// The editor and the form libraries are fetched when the user heads for Edit, not with the panel.
const CompanyEditor = lazyPage(() => import("./company-editor").then((m) => m.CompanyEditor), null);

type Props = Omit<EditorProps, "onClose"> & {
  readOnly: boolean;
  /** The read-only view, shown when not editing. */
  view: ReactNode;
  onEditingChange?: (editing: boolean) => void;
};

/** The card around an editor: the view with Edit, then the editor (Cancel / Save). */
export function EditFrame({ readOnly, view, onEditingChange, ...editor }: Props) {
  const [editing, setEditing] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(() => onEditingChange?.(editing), [editing, onEditingChange]);
  const open = () => {
    setOpening(true);
    void CompanyEditor.preload()
      .then(() => setEditing(true))
      .finally(() => setOpening(false));
  };
  if (editing) return <CompanyEditor {...editor} onClose={() => setEditing(false)} />;
  const actions = !readOnly && (
    <Button
      type="button"
      variant="secondary"
      onPointerEnter={() => void CompanyEditor.preload()}
      onFocus={() => void CompanyEditor.preload()}
      onClick={open}
    >
      {opening ? <Spinner /> : <Pencil aria-hidden />} Edit
    </Button>
  );
  return (
    <Card title={editor.title} actions={actions}>
      {view}
    </Card>
  );
}
