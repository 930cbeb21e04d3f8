import { useEffect } from "react";

export const PRODUCT_NAME = "Fundline";

/** Sets document.title to "{title} · Fundline". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
