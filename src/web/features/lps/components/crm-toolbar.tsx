import { useNavigate } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { defaultSubboardColor } from "@shared/constants/lps";
import { lpBoardCreateSchema, lpBoardUpdateSchema, lpSubboardCreateSchema, type LpBoardDetail } from "@shared/schemas/lps";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField, fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { toast } from "@web/lib/toast";
import { boardsOptions, useCreateBoard, useRenameBoard, useSaveSubboard } from "../crm-api";

type Props = {
  board: LpBoardDetail | undefined;
  boardId: string;
  readOnly: boolean;
  search: string | null;
  onSearch: (q: string | null) => void;
};

/** Board selector, board name, Create Board, Add Subboard and the lead search. */
export function CrmToolbar({ board, boardId, readOnly, search, onSearch }: Props) {
  const navigate = useNavigate();
  const boards = useQuery(boardsOptions()).data?.items ?? [];

  return (
    <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 lg:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="board-select">Board</Label>
        <NativeSelect id="board-select" value={boardId} onChange={(e) => e.target.value && navigate(`/lpcrm/${e.target.value}`)}>
          <option value="">Select a board...</option>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {board ? <BoardName key={`${board.id}-${board.version}`} board={board} readOnly={readOnly} /> : <div className="hidden lg:block" />}
      {!readOnly && (
        <>
          <CreateBoardForm />
          <AddSubboardForm key={boardId} boardId={boardId} disabled={!board} />
        </>
      )}
      <div className="flex flex-wrap items-center gap-2 lg:col-span-2">
        <Button variant="ghost" size="sm" aria-pressed={search !== null} onClick={() => onSearch(search === null ? "" : null)}>
          <Search aria-hidden /> Search by lead
        </Button>
        {search !== null && (
          <Input
            aria-label="Search by lead"
            autoFocus
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Type a lead's name"
            className="max-w-xs"
          />
        )}
      </div>
    </div>
  );
}

/** Create Board: a new board, then opens it. */
function CreateBoardForm() {
  const navigate = useNavigate();
  const createBoard = useCreateBoard();
  const form = useApiForm({ schema: lpBoardCreateSchema, defaultValues: { name: "" } });
  const onSubmit = form.submitWith(async ({ name }) => {
    const created = await createBoard.mutateAsync(name);
    form.reset({ name: "" });
    toast.success(`Created ${created.name}`);
    navigate(`/lpcrm/${created.id}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create board" className="flex flex-col gap-1.5">
      <FormBanner message={form.formError} />
      <FormField form={form} name="name" id="new-board" label="New board">
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} placeholder="Board name" />
            <SubmitButton variant="secondary" saving={form.saving} savingLabel="Creating...">
              Create Board
            </SubmitButton>
          </div>
        )}
      </FormField>
    </form>
  );
}

/** Add Subboard: a name and a colour, added to the open board. */
function AddSubboardForm({ boardId, disabled }: { boardId: string; disabled: boolean }) {
  const saveSub = useSaveSubboard(boardId);
  const defaults = { name: "", color: defaultSubboardColor };
  const form = useApiForm({ schema: lpSubboardCreateSchema, defaultValues: defaults });
  const colorError = fieldError(form.formState.errors, "color");
  const onSubmit = form.submitWith(async (body) => {
    const added = await saveSub.mutateAsync({ body });
    form.reset(defaults);
    toast.success(`Added ${added.name}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add subboard" className="flex flex-col gap-1.5">
      <FormBanner message={form.formError} />
      <FormField form={form} name="name" id="new-subboard" label="New subboard">
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} placeholder="Subboard name" disabled={disabled} />
            <input
              type="color"
              aria-label="New subboard colour"
              {...form.register("color")}
              aria-invalid={colorError ? true : undefined}
              aria-describedby={colorError ? "new-subboard-color-error" : undefined}
              disabled={disabled}
              className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-border-strong bg-surface p-1"
            />
            <SubmitButton variant="secondary" saving={form.saving} savingLabel="Adding..." disabled={disabled}>
              Add Subboard
            </SubmitButton>
          </div>
        )}
      </FormField>
      {colorError && (
        <p id="new-subboard-color-error" className="text-xs text-danger">
          {colorError}
        </p>
      )}
    </form>
  );
}

/**
 * The board's name, saved on blur (or Enter) when changed, with its id under it. A refused name
 * stays in the field with the server's reason under it.
 */
function BoardName({ board, readOnly }: { board: LpBoardDetail; readOnly: boolean }) {
  const rename = useRenameBoard();
  const form = useApiForm({ schema: lpBoardUpdateSchema, defaultValues: { name: board.name, version: board.version } });
  const onSubmit = form.submitWith(async (values) => {
    if (values.name === board.name) return;
    await rename.mutateAsync({ id: board.id, ...values });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
      <FormBanner message={form.formError} />
      <FormField form={form} name="name" id="board-name" label="Board Name">
        {(control) => (
          <Input
            {...control}
            readOnly={readOnly}
            aria-busy={form.saving || undefined}
            onBlur={(e) => {
              void control.onBlur(e);
              if (!readOnly) void onSubmit();
            }}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              // Enter saves through the blur, once.
              e.preventDefault();
              e.currentTarget.blur();
            }}
          />
        )}
      </FormField>
      <p className="truncate text-xs text-muted-foreground">
        ID: <span className="font-mono">{board.id}</span>
      </p>
    </form>
  );
}
