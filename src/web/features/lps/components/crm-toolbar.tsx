import { useState, type FormEvent } from "react";
import { useNavigate } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import Search from "lucide-react/icons/search";
import { defaultSubboardColor } from "@shared/constants/lps";
import type { LpBoardDetail } from "@shared/schemas/lps";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { boardsOptions, useCreateBoard, useRenameBoard, useSaveSubboard } from "../crm-api";

type Props = {
  board: LpBoardDetail | undefined;
  boardId: string;
  readOnly: boolean;
  search: string | null;
  onSearch: (q: string | null) => void;
};

const failed = (what: string) => (error: unknown) => toast.error(what, { description: errorMessage(error) });

/** Board selector, board name, Create Board, Add Subboard and the lead search. */
export function CrmToolbar({ board, boardId, readOnly, search, onSearch }: Props) {
  const navigate = useNavigate();
  const boards = useQuery(boardsOptions()).data?.items ?? [];
  const createBoard = useCreateBoard();
  const [newBoard, setNewBoard] = useState("");
  const [newSub, setNewSub] = useState("");
  const [color, setColor] = useState(defaultSubboardColor);
  const saveSub = useSaveSubboard(boardId);

  const onCreateBoard = (e: FormEvent) => {
    e.preventDefault();
    if (!newBoard.trim()) return;
    createBoard.mutate(newBoard.trim(), {
      onSuccess: (created) => {
        setNewBoard("");
        toast.success(`Created ${created.name}`);
        navigate(`/lpcrm/${created.id}`);
      },
      onError: failed("Could not create the board"),
    });
  };
  const onAddSubboard = (e: FormEvent) => {
    e.preventDefault();
    if (!newSub.trim()) return;
    saveSub.mutate(
      { body: { name: newSub.trim(), color } },
      {
        onSuccess: (s) => {
          setNewSub("");
          setColor(defaultSubboardColor);
          toast.success(`Added ${s.name}`);
        },
        onError: failed("Could not add the subboard"),
      },
    );
  };

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
          <form onSubmit={onCreateBoard} className="flex flex-col gap-1.5">
            <Label htmlFor="new-board">New board</Label>
            <div className="flex gap-2">
              <Input id="new-board" value={newBoard} onChange={(e) => setNewBoard(e.target.value)} placeholder="Board name" />
              <Button type="submit" variant="secondary" disabled={!newBoard.trim() || createBoard.isPending}>
                {createBoard.isPending ? "Creating..." : "Create Board"}
              </Button>
            </div>
          </form>
          <form onSubmit={onAddSubboard} className="flex flex-col gap-1.5">
            <Label htmlFor="new-subboard">New subboard</Label>
            <div className="flex gap-2">
              <Input
                id="new-subboard"
                value={newSub}
                onChange={(e) => setNewSub(e.target.value)}
                placeholder="Subboard name"
                disabled={!board}
              />
              <input
                type="color"
                aria-label="New subboard colour"
                value={color}
                onChange={(e) => setColor(e.target.value)}
                disabled={!board}
                className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-border-strong bg-surface p-1"
              />
              <Button type="submit" variant="secondary" disabled={!board || !newSub.trim() || saveSub.isPending}>
                Add Subboard
              </Button>
            </div>
          </form>
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

/** The board's name, saved on blur (or Enter) when not blank, with its id beside it. */
function BoardName({ board, readOnly }: { board: LpBoardDetail; readOnly: boolean }) {
  const [name, setName] = useState(board.name);
  const rename = useRenameBoard();
  const save = () => {
    const next = name.trim();
    if (!next || next === board.name) return setName(board.name);
    rename.mutate(
      { id: board.id, name: next, version: board.version },
      {
        onError: (error) => {
          setName(board.name);
          failed("Could not rename the board")(error);
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="board-name">Board Name</Label>
      <Input
        id="board-name"
        value={name}
        readOnly={readOnly}
        onChange={(e) => setName(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
      />
      <p className="truncate text-xs text-muted-foreground">
        ID: <span className="font-mono">{board.id}</span>
      </p>
    </div>
  );
}
