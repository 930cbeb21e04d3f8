import { describe, expect, it } from "vitest";
import { api, buildUrl, withoutEmpty } from "./api-client";

/*
 * The compiler checks every call of the API client against the server's routes
 * (src/shared/api/paths.ts). Each call below is marked @ts-expect-error: `npm run typecheck`
 * (run by CI) fails if any of them compiles, so a loosened client type cannot go unnoticed.
 * The function is never run.
 */
const callsTheCompilerRefuses = (id: string) => {
  // @ts-expect-error a path that is not a route
  void api.get("/api/v1/companiez");
  // @ts-expect-error a route without its path parameter
  void api.get("/api/v1/companies/{id}");
  // @ts-expect-error a path parameter of another name
  void api.get("/api/v1/companies/{id}", { path: { companyId: id } });
  // @ts-expect-error an unknown query parameter
  void api.get("/api/v1/companies", { query: { colour: "red" } });
  // @ts-expect-error a query value of the wrong type
  void api.get("/api/v1/companies", { query: { limit: "many" } });
  // @ts-expect-error a value outside the parameter's choices
  void api.get("/api/v1/companies", { query: { stage: "Almost there" } });
  // @ts-expect-error an unknown body field
  void api.post("/api/v1/pocs", { body: { name: "Maya Chen", nickname: "M" } });
  // @ts-expect-error a body without its required field
  void api.post("/api/v1/pocs", { body: {} });
  // @ts-expect-error a route that takes a body, called without one
  void api.post("/api/v1/pocs");
  // @ts-expect-error a method the route does not have
  void api.put("/api/v1/pocs");
  // @ts-expect-error a field the answer does not have
  void api.get("/api/v1/companies/{id}", { path: { id } }).then((company) => company.nmae);
};
void callsTheCompilerRefuses;

describe("buildUrl", () => {
  it("fills path parameters, encoded", () => {
    expect(buildUrl("/api/v1/companies/{id}/notes/{noteId}", { id: "a/b", noteId: "7" })).toBe("/api/v1/companies/a%2Fb/notes/7");
  });

  it("keeps the caller's query order (first-load answers are keyed by the exact URL) and leaves out undefined and null", () => {
    expect(buildUrl("/api/v1/tickets", undefined, { status: "active", priority: "all", limit: 50, cursor: undefined, q: null })).toBe(
      "/api/v1/tickets?status=active&priority=all&limit=50",
    );
  });

  it("writes a list as a comma list and a flag as true or false", () => {
    expect(buildUrl("/api/v1/x", undefined, { ids: ["a", "b"], mine: true, done: false })).toBe("/api/v1/x?ids=a%2Cb&mine=true&done=false");
  });

  it("refuses a template whose parameter is missing", () => {
    expect(() => buildUrl("/api/v1/companies/{id}", {})).toThrow("Missing path parameter id");
  });

  it("leaves unset filters out when asked (withoutEmpty), and keeps the rest in order", () => {
    expect(buildUrl("/api/v1/people", undefined, withoutEmpty({ q: "", city: "Porto", limit: 100, cursor: undefined }))).toBe(
      "/api/v1/people?city=Porto&limit=100",
    );
  });
});
