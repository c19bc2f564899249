/**
 * The sidebar's panels other than Participants, in one chunk: the first one opened brings
 * the others, so moving between panels never waits.
 */
export { GamesPanel } from "../../games/games-panel";
export { BinaryPanel } from "./binary-panel";
export { ColorsPanel } from "./colors-panel";
export { DicePanel } from "./dice-panel";
export { HelpPanel } from "./help-panel";
export { NumbersPanel } from "./numbers-panel";
export { RandomNumbersPanel } from "./random-numbers-panel";
export { SpinnerStylesPanel } from "./spinner-styles-panel";
