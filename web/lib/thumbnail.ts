import { IMAGE_DATA_MAX } from "#core/lists/participants.ts";

/**
 * The small square picture Twirl keeps of an image file: its centre, at most 96 px a side, as
 * WebP where the browser writes it, else PNG, else JPEG on white, and never longer than
 * IMAGE_DATA_MAX (a smaller side when it would be). Rejects a file the browser cannot read.
 */
export async function makeThumbnail(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const crop = Math.min(bitmap.width, bitmap.height);
    for (const side of [96, 64, 40]) {
      const canvas = document.createElement("canvas");
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext("2d");
      if (!context) break;
      const draw = () =>
        context.drawImage(
          bitmap,
          (bitmap.width - crop) / 2,
          (bitmap.height - crop) / 2,
          crop,
          crop,
          0,
          0,
          side,
          side,
        );
      draw();
      for (const type of ["image/webp", "image/png", "image/jpeg"]) {
        if (type === "image/jpeg") {
          // JPEG has no transparency: what was clear becomes white, not black.
          context.fillStyle = "#ffffff";
          context.fillRect(0, 0, side, side);
          draw();
        }
        const url = canvas.toDataURL(type, 0.82);
        if (url.startsWith(`data:${type};`) && url.length <= IMAGE_DATA_MAX) return url;
      }
    }
  } finally {
    bitmap.close();
  }
  throw new Error("The picture could not be made small enough");
}
