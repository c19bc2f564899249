import { MAX_NAME_LENGTH } from "#core/lists/participants.ts";

/** Near the 20-character limit, how many characters a name has; past it, in the error colour. */
export function NameCounter({ length }: { length: number }) {
  return length > MAX_NAME_LENGTH - 5 ? (
    <span className="sidebar-counter" data-over={length > MAX_NAME_LENGTH}>
      {length}/{MAX_NAME_LENGTH}
    </span>
  ) : null;
}
