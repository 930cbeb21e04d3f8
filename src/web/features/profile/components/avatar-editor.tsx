import { useRef, type ChangeEvent } from "react";
import { Camera, Trash } from "lucide-react";
import { toast } from "@web/lib/toast";
import { Avatar } from "@web/components/ui/avatar";
import { Spinner } from "@web/components/ui/spinner";
import { Tooltip } from "@web/components/ui/tooltip";
import { cn } from "@web/lib/cn";
import { useRemoveAvatar, useUploadAvatar, validateAvatar } from "../api";

type AvatarEditorProps = { name: string; image: string | null };

const actionClass =
  "flex size-8 items-center justify-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/30 focus-visible:outline-white";

/** Large avatar; Upload and Remove appear on hover or keyboard focus. */
export function AvatarEditor({ name, image }: AvatarEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = validateAvatar(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success("Photo updated"),
      onError: () => toast.error("Failed to upload image. Please try again."),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success("Photo removed"),
      onError: () => toast.error("Failed to remove image. Please try again."),
    });

  return (
    <div className="group relative size-20 shrink-0 rounded-full">
      <Avatar name={name} src={image} alt={`Profile photo of ${name}`} className="size-20 text-xl" />
      <div
        className={cn(
          "absolute inset-0 flex items-center justify-center gap-1.5 rounded-full bg-black/55 opacity-0 transition-opacity",
          "group-hover:opacity-100 group-focus-within:opacity-100",
          busy && "opacity-100",
        )}
      >
        {busy ? (
          <Spinner className="size-5 text-white" label={upload.isPending ? "Uploading photo" : "Removing photo"} />
        ) : (
          <>
            <Tooltip content="Upload">
              <button type="button" className={actionClass} onClick={() => inputRef.current?.click()} aria-label="Upload">
                <Camera className="size-4" aria-hidden />
              </button>
            </Tooltip>
            {image && (
              <Tooltip content="Remove">
                <button type="button" className={actionClass} onClick={onRemove} aria-label="Remove">
                  <Trash className="size-4" aria-hidden />
                </button>
              </Tooltip>
            )}
          </>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload profile photo"
        onChange={onFile}
      />
    </div>
  );
}
