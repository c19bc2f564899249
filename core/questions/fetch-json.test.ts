import { describe, expect, it } from "vitest";
import { fetchJson, fetchJsonOnce } from "./fetch-json";
import {
  FETCH_TIMEOUT_MS,
  MAX_FETCH_ATTEMPTS,
  RELOAD_ATTEMPT,
  RETRY_DELAY_MS,
} from "./loader-constants";
import { BASE_URL, createFakeCdn, createTestDeps } from "./loader-test-support";

const INDEX = `${BASE_URL}/trivia/index.json`;

function setup() {
  const cdn = createFakeCdn();
  return { cdn, ...createTestDeps(cdn) };
}

describe("fetchJson", () => {
  it("returns the JSON of a JSON response", async () => {
    const { deps } = setup();
    await expect(fetchJson(deps, INDEX)).resolves.toMatchObject({ season: "s1" });
  });

  it("rejects with 'CDN loading timeout' after 10 s and aborts the request", async () => {
    const { deps, cdn, timers, fireTimers } = setup();
    cdn.state.hanging.add("/trivia/index.json");
    const pending = fetchJsonOnce(deps, INDEX);
    expect(timers.map((t) => t.ms)).toEqual([FETCH_TIMEOUT_MS]);
    expect(FETCH_TIMEOUT_MS).toBe(10_000);
    fireTimers();
    await expect(pending).rejects.toThrow("CDN loading timeout");
    expect(cdn.calls[0]?.init.signal.aborted).toBe(true);
  });

  it("clears the timer once answered", async () => {
    const { deps, timers } = setup();
    await fetchJsonOnce(deps, INDEX);
    expect(timers[0]?.cleared).toBe(true);
  });

  it("requires a JSON content type", async () => {
    const { deps, cdn } = setup();
    cdn.state.contentType = "text/html";
    await expect(fetchJsonOnce(deps, INDEX)).rejects.toThrow("Not a JSON response (text/html)");
    cdn.state.contentType = "application/vnd.api+json";
    await expect(fetchJsonOnce(deps, INDEX)).resolves.toBeTruthy();
  });

  it("rejects an error status", async () => {
    const { deps } = setup();
    await expect(fetchJsonOnce(deps, `${BASE_URL}/trivia/missing.json`)).rejects.toThrow(
      "HTTP 404",
    );
  });

  it("tries 6 times, 250 ms apart, bypassing the cache on the third try", async () => {
    const { deps, cdn, sleeps } = setup();
    cdn.state.failing.add("/trivia/index.json");
    await expect(fetchJson(deps, INDEX)).rejects.toThrow("HTTP 500");
    expect(MAX_FETCH_ATTEMPTS).toBe(6);
    expect(cdn.calls).toHaveLength(6);
    expect(sleeps).toEqual(Array(5).fill(RETRY_DELAY_MS));
    expect(RETRY_DELAY_MS).toBe(250);
    const reloads = cdn.calls.map((c) => c.init.cache === "reload" && c.url.includes("?t="));
    expect(reloads).toEqual([false, false, true, false, false, false]);
    expect(RELOAD_ATTEMPT).toBe(3);
  });

  it("stops at the first success", async () => {
    const { deps, cdn, sleeps } = setup();
    cdn.state.failing.add("/trivia/index.json");
    deps.sleep = async (ms) => {
      sleeps.push(ms);
      if (sleeps.length === 3) cdn.state.failing.clear();
    };
    await expect(fetchJson(deps, INDEX)).resolves.toMatchObject({ gameType: "trivia" });
    expect(cdn.calls).toHaveLength(4);
  });

  it("busts or reloads every attempt on request", async () => {
    const { deps, cdn } = setup();
    await fetchJson(deps, INDEX, { bust: true });
    await fetchJson(deps, INDEX, { reload: true });
    expect(cdn.calls[0]?.url).toBe(`${INDEX}?t=${deps.now()}`);
    expect(cdn.calls[0]?.init.cache).toBeUndefined();
    expect(cdn.calls[1]?.init.cache).toBe("reload");
  });
});
