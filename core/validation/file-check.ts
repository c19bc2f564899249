/**
 * The spec's file rule: the type must be in the allowed list ('File type {type} is not
 * allowed') and the size at most a maximum ('File size {n} bytes exceeds maximum {max}
 * bytes').
 */
export type FileRule = { types: readonly string[]; maxBytes: number };

/** A picture for a name's slice or the wheel's centre. */
export const IMAGE_FILE: FileRule = {
  types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
  maxBytes: 256 * 1024,
};

export type FileIssue =
  | { issue: "type"; type: string }
  | { issue: "size"; size: number; max: number };

/** The first issue of a chosen file, or null. A file without a type is named by its ending. */
export function checkFile(
  file: { name: string; type: string; size: number },
  rule: FileRule,
): FileIssue | null {
  if (!rule.types.includes(file.type)) {
    const ending = /\.([^.]+)$/.exec(file.name)?.[1];
    return { issue: "type", type: file.type || (ending ? `.${ending}` : file.name) };
  }
  if (file.size > rule.maxBytes) return { issue: "size", size: file.size, max: rule.maxBytes };
  return null;
}
