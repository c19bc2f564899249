/** One entry as the spinner draws it: `label` is display text, already translated. */
export type SpinItem = {
  id: string;
  label: string;
  color?: string;
  weight?: number;
  image?: string;
};
