import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./fonts.css";
import "./styles.css";
import { App } from "./app/app";

const container = document.getElementById("root");
if (!container) throw new Error("Root element #root is missing");

// A transition: React renders the first screen in small slices, so the page answers input while it draws.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
