import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once and gives every caller the same result", async () => {
    const load = vi.fn(async () => ({ chunk: 1 }));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failure, so the next call tries again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("chunk");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    await expect(get()).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
