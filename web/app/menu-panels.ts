/**
 * The sidebar's panels other than Participants, in one chunk: the first one opened brings
 * the others, so moving between panels never waits.
 */
export { GamesPanel } from "../features/games/games-panel";
export { BinaryPanel } from "../features/sidebar/panels/binary-panel";
export { ColorsPanel } from "../features/sidebar/panels/colors-panel";
export { DicePanel } from "../features/sidebar/panels/dice-panel";
export { HelpPanel } from "../features/sidebar/panels/help-panel";
export { NumbersPanel } from "../features/sidebar/panels/numbers-panel";
export { RandomNumbersPanel } from "../features/sidebar/panels/random-numbers-panel";
export { SpinnerStylesPanel } from "../features/spinner/spinner-styles-panel";
