/**
 * Everything a game needs once one is chosen: the cards and the question loader. Loaded on
 * demand (see game-flow.tsx), so the play screen does not carry it until then.
 */
export { GameCard } from "./game-card";
export { LoaderDebugPanel } from "./loader-debug-panel";
export { createQuestionSource, type QuestionSource } from "./question-source";
