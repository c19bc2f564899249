/**
 * The sidebar's panels other than Participants, in one chunk: the first one opened brings
 * the others, so moving between panels never waits.
 */
export { GamesPanel } from "#web/features/games/games-panel.tsx";
export { BinaryPanel } from "#web/features/sidebar/panels/binary-panel.tsx";
export { ColorsPanel } from "#web/features/sidebar/panels/colors-panel.tsx";
export { DicePanel } from "#web/features/sidebar/panels/dice-panel.tsx";
export { HelpPanel } from "#web/features/sidebar/panels/help-panel.tsx";
export { NumbersPanel } from "#web/features/sidebar/panels/numbers-panel.tsx";
export { RandomNumbersPanel } from "#web/features/sidebar/panels/random-numbers-panel.tsx";
export { SpinnerStylesPanel } from "#web/features/spinner/spinner-styles-panel.tsx";
