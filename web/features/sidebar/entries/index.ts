/**
 * The names list's options and tools, and the draw rules they add (issue 18): one module
 * behind one dynamic import, loaded with the "entries" strings when a list first needs it.
 */
export { afterWin, drawOptions } from "#core/lists/rotation.ts";
export { ParticipantEdit } from "../panels/participant-edit";
export { ListTools } from "./list-tools";
export { RowMarks } from "./row-marks";
