import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api-client";

type Early = { __fundlineEarly?: Record<string, Promise<Response | null>> };
const early = globalThis as Early;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  delete early.__fundlineEarly;
  vi.unstubAllGlobals();
});

describe("answers public/boot.js asked for early", () => {
  it("are used once, then the client asks the server itself", async () => {
    const fetchMock = vi.fn(async () => json({ id: "from-fetch" }));
    vi.stubGlobal("fetch", fetchMock);
    early.__fundlineEarly = { "/api/v1/me": Promise.resolve(json({ id: "early" })) };

    expect(await api.get("/api/v1/me")).toEqual({ id: "early" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get("/api/v1/me")).toEqual({ id: "from-fetch" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keep their errors: an early 401 is an ApiError like any other", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    early.__fundlineEarly = { "/api/v1/me": Promise.resolve(json({ error: { code: "unauthorized", message: "Sign in" } }, 401)) };
    const error = await api.get("/api/v1/me", { skipAuthRedirect: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Sign in" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("that failed (null) fall back to a fetch, and other paths never take them", async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    early.__fundlineEarly = { "/api/v1/setup": Promise.resolve(null), "/api/v1/me": Promise.resolve(json({ id: "early" })) };

    expect(await api.get("/api/v1/setup")).toEqual({ ok: true });
    expect(await api.get("/api/v1/members")).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(early.__fundlineEarly?.["/api/v1/me"]).toBeDefined();
  });

  it("are dropped by any write: after signing in, the session is asked for again", async () => {
    const fetchMock = vi.fn(async () => json({ id: "signed-in" }));
    vi.stubGlobal("fetch", fetchMock);
    early.__fundlineEarly = { "/api/v1/me": Promise.resolve(json({ error: { message: "Sign in" } }, 401)) };

    await api.post("/api/auth/sign-in/email", { body: { email: "a@b.test", password: "x" } });
    expect(await api.get("/api/v1/me")).toEqual({ id: "signed-in" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
