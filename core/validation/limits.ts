/** The longest spinner name, checked on the server, in the name dialog and on reading storage. */
export const SPINNER_NAME_MAX = 32;
