import type { ReactNode } from "react";

type IconProps = { className?: string; size?: number } & (
  | { name: string; children?: never }
  | { name?: never; children: ReactNode }
);

/**
 * Small line icons, decorative: the button around each carries the label. They are drawn
 * once, in one SVG sprite (icons.svg) that the build puts inside the page (vite.config.ts), and
 * each icon refers to its symbol: no path data in the page's code. The stroke and colour set here
 * reach the symbol's shapes. Pages loaded on demand may draw their own shapes as children.
 */
export function Icon({ name, children, className, size = 22 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children ?? <use href={`#${name}`} />}
    </svg>
  );
}

const icon =
  (name: string) =>
  ({ className }: { className?: string }) => <Icon name={name} className={className} />;

export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const MoonIcon = icon("moon");
export const SunIcon = icon("sun");
export const ChevronIcon = icon("chevron");
export const StylesIcon = icon("styles");
export const UsersIcon = icon("users");
export const DiceIcon = icon("dice");
export const HashIcon = icon("hash");
export const ShuffleIcon = icon("shuffle");
export const PaletteIcon = icon("palette");
export const ToggleIcon = icon("toggle");
export const HelpIcon = icon("help");
export const EditIcon = icon("edit");
export const TrashIcon = icon("trash");
export const CheckIcon = icon("check");
export const LockIcon = icon("lock");
export const SoundOnIcon = icon("sound-on");
export const SoundOffIcon = icon("sound-off");
export const FullscreenIcon = icon("fullscreen");
export const GlassIcon = icon("glass");
export const GlobeIcon = icon("globe");
export const ShareIcon = icon("share");
export const FolderIcon = icon("folder");
export const UserIcon = icon("user");
export const GearIcon = icon("gear");
export const PencilIcon = icon("pencil");
export const GamesIcon = icon("games");
