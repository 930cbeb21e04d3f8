import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ListState } from "./list-state";

const ok = { isPending: false, isError: false, error: null };
const render = (props: Partial<Parameters<typeof ListState<string>>[0]>) =>
  renderToStaticMarkup(
    <ListState<string> query={ok} items={undefined} loadingLabel="Loading funds" empty={<p>No funds yet</p>} {...props}>
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );

describe("ListState", () => {
  it("says it is loading, with the default skeleton or the list's own", () => {
    const pending = { ...ok, isPending: true };
    expect(render({ query: pending })).toContain('role="status" aria-label="Loading funds"');
    expect(render({ query: pending, loading: <p>Loading network data...</p> })).toContain("Loading network data...");
  });

  it("shows the error with its title, and Retry only when asked", () => {
    const failed = { isPending: false, isError: true, error: new Error("Network down") };
    const html = render({ query: failed, errorTitle: "Could not load the funds" });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Could not load the funds");
    expect(html).toContain("Network down");
    expect(html).not.toContain("Retry");
    expect(render({ query: failed, onRetry: () => {} })).toContain("Retry");
  });

  it("shows the empty state, then the rows", () => {
    expect(render({ items: [] })).toBe("<p>No funds yet</p>");
    expect(render({ items: ["Fund I", "Fund II"] })).toBe("<ul><li>Fund I</li><li>Fund II</li></ul>");
  });

  it("keeps the rows already shown when a refetch fails", () => {
    const html = render({ query: { isPending: false, isError: true, error: new Error("Network down") }, items: ["Fund I"] });
    expect(html).toBe("<ul><li>Fund I</li></ul>");
  });
});
