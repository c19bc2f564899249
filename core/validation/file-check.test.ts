import { describe, expect, it } from "vitest";
import { checkFile, IMAGE_FILE } from "./file-check";

describe("checkFile", () => {
  it("takes PNG, JPEG, WebP and GIF up to 256 KB", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif"])
      expect(checkFile({ name: "a", type, size: 256 * 1024 }, IMAGE_FILE)).toBeNull();
  });

  it("refuses another type by its type, or by its ending when the browser gives none", () => {
    expect(checkFile({ name: "a.svg", type: "image/svg+xml", size: 10 }, IMAGE_FILE)).toEqual({
      issue: "type",
      type: "image/svg+xml",
    });
    expect(checkFile({ name: "photo.heic", type: "", size: 10 }, IMAGE_FILE)).toEqual({
      issue: "type",
      type: ".heic",
    });
    expect(checkFile({ name: "noending", type: "", size: 10 }, IMAGE_FILE)).toEqual({
      issue: "type",
      type: "noending",
    });
  });

  it("refuses a file one byte over the maximum, saying both sizes", () => {
    expect(checkFile({ name: "a.png", type: "image/png", size: 262_145 }, IMAGE_FILE)).toEqual({
      issue: "size",
      size: 262_145,
      max: 262_144,
    });
  });
});
