import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { TooltipProvider } from "@web/components/ui/tooltip";

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={400} skipDelayDuration={200}>
        {children}
        <Toaster
          position="bottom-right"
          duration={5000}
          closeButton
          theme={document.documentElement.classList.contains("dark") ? "dark" : "light"}
          toastOptions={{
            className: "!font-sans !text-[13px] !rounded-lg !border-border !shadow-overlay",
          }}
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
