import { useState } from "react";
import { Menu, X } from "lucide-react";
import type { Me } from "@web/lib/session";
import { Button } from "@web/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, preloadSheet } from "@web/components/ui/sheet";
import { SidebarBody, type SidebarActions } from "./sidebar";
import { SearchIconButton } from "@web/features/search/launcher";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";

/** Top bar with a slide-in menu for screens narrower than 768 px. */
export function MobileNav({ me, onOpenProfile, onOpenSearch, ...actions }: SidebarActions & { me: Me }) {
  const [open, setOpen] = useState(false);
  const letter = (me.organization.name.trim()[0] ?? "O").toUpperCase();
  return (
    <header
      data-sticky-top
      className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur md:hidden"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preloadSheet()}
        onFocus={() => void preloadSheet()}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent aria-describedby="mobile-menu-description">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription id="mobile-menu-description" className="sr-only">
            Navigate between the sections of {me.organization.name}.
          </SheetDescription>
          <SheetClose asChild>
            <Button variant="ghost" size="icon-sm" aria-label="Close menu" className="absolute top-3.5 right-3 z-10">
              <X aria-hidden />
            </Button>
          </SheetClose>
          <SidebarBody
            me={me}
            collapsed={false}
            onNavigate={() => setOpen(false)}
            onOpenProfile={() => {
              setOpen(false);
              onOpenProfile();
            }}
            onOpenSearch={() => {
              setOpen(false);
              onOpenSearch();
            }}
            {...actions}
          />
        </SheetContent>
      </Sheet>
      <div
        className="flex size-6 items-center justify-center rounded-md bg-primary text-xs font-semibold text-primary-foreground"
        aria-hidden
      >
        {letter}
      </div>
      <span className="truncate text-[13px] font-semibold">{me.organization.name}</span>
      <SearchIconButton onOpen={onOpenSearch} />
      <NotificationBell variant="icon" />
    </header>
  );
}
