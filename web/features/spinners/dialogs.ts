/** The Share and Saved Spinners dialogs travel together: one chunk for both header buttons. */
export { SavedDialog } from "./saved-dialog";
export { ShareDialog } from "./share-dialog";
