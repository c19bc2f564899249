/** Props shared by every spinner artwork component. */
export interface ArtProps {
  /** URL-safe prefix, unique per rendered instance, for gradient / clip-path ids. */
  uid: string;
}

/** `url(#…)` reference for an id built from the instance prefix. */
export function ref(uid: string, name: string): string {
  return `url(#${uid}-${name})`;
}
