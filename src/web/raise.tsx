import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./raise.css";
import "./fonts.css";
import { IntakePage, slugFromPath } from "./features/intake/components/intake-page";

// The public intake page's own entry: no router, no query client (first-load budget); its own
// stylesheet, and the product's font (only the basic Latin file for English text, preloaded).
const container = document.getElementById("intake");
if (!container) throw new Error("Root element #intake is missing");

createRoot(container).render(
  <StrictMode>
    <IntakePage slug={slugFromPath(window.location.pathname)} />
  </StrictMode>,
);
