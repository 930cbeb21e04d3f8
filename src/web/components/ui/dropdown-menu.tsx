import { createContext, useContext, useState, type ComponentProps } from "react";
import { lazyModule } from "@web/lib/lazy-page";
import { StandInTrigger } from "./stand-in-trigger";
import type { DropdownMenu as Root } from "./dropdown-menu-parts";

/**
 * Menus fetch their code (Radix, positioning, focus handling) the first time one is used. Until
 * then the trigger is a plain button that looks the same (StandInTrigger); the press that would
 * have opened the menu loads it and draws it open. Hovering or focusing the trigger starts the
 * download early.
 */
const parts = lazyModule(() => import("./dropdown-menu-parts"));
const RealTrigger = parts.part("DropdownMenuTrigger");
const RealContent = parts.part("DropdownMenuContent");

/** Set while the menu is a stand-in: what opens the real one. */
const OpenReal = createContext<(() => void) | null>(null);
export const menuOpenKeys = ["Enter", " ", "ArrowDown"];
export const preloadMenu = () => void parts.preload();

type MenuProps = Omit<ComponentProps<typeof Root>, "open" | "onOpenChange" | "defaultOpen"> & {
  /** Drawn on a first press of the caller's own stand-in (long lists): load and open at once. */
  openOnMount?: boolean;
};

/** Uncontrolled: the menu opens from its trigger. */
export function DropdownMenu({ children, openOnMount = false, ...props }: MenuProps) {
  const [used, setUsed] = useState(openOnMount);
  const standIn = <OpenReal.Provider value={() => setUsed(true)}>{children}</OpenReal.Provider>;
  if (!used) return standIn;
  return (
    <parts.Draw fallback={standIn}>
      {(m) => (
        <m.DropdownMenu {...props} defaultOpen>
          {children}
        </m.DropdownMenu>
      )}
    </parts.Draw>
  );
}

/** A button (no `asChild`): the stand-in must look like it. */
export function DropdownMenuTrigger({ onPointerEnter, onFocus, ...props }: Omit<ComponentProps<"button">, "type">) {
  const openReal = useContext(OpenReal);
  if (!openReal) return <RealTrigger onPointerEnter={onPointerEnter} onFocus={onFocus} {...props} />;
  return (
    <StandInTrigger
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      openKeys={menuOpenKeys}
      onUse={openReal}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preloadMenu();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadMenu();
      }}
      {...props}
    />
  );
}

export function DropdownMenuContent(props: ComponentProps<typeof RealContent>) {
  return useContext(OpenReal) ? null : <RealContent {...props} />;
}

export const DropdownMenuItem = parts.part("DropdownMenuItem");
export const DropdownMenuLabel = parts.part("DropdownMenuLabel");
