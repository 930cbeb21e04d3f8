import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { DeferredToaster } from "./deferred-toaster";

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={400} skipDelayDuration={200}>
        {children}
        <DeferredToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
