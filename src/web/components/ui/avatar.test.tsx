import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Avatar } from "./avatar";

describe("Avatar", () => {
  it("without an image is one element holding the initials, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<Avatar name="Ada Lovelace" className="size-5" />);
    expect(html).toMatch(/^<span class="[^"]*rounded-full[^"]*size-5[^"]*" aria-hidden="true">AL<\/span>$/);
  });

  it("keeps the initials readable when it is given alt text", () => {
    expect(renderToStaticMarkup(<Avatar name="Ada Lovelace" alt="Profile photo of Ada" />)).not.toContain("aria-hidden");
  });

  it("with an image shows neither image nor initials until the image has loaded or failed", () => {
    const html = renderToStaticMarkup(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(html).toMatch(/^<span class="[^"]*rounded-full[^"]*"><\/span>$/);
  });
});
