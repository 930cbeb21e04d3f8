import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./styles.css";
import { IntakePage, slugFromPath } from "./features/intake/components/intake-page";

// The public intake page's own entry: no router, no query client, no Inter download (first-load budget).
const container = document.getElementById("intake");
if (!container) throw new Error("Root element #intake is missing");

createRoot(container).render(
  <StrictMode>
    <IntakePage slug={slugFromPath(window.location.pathname)} />
  </StrictMode>,
);
