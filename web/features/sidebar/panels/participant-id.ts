let idSequence = 0;

/**
 * A participant id unique in this page and, through the time part, across reloads. Not
 * crypto.randomUUID: that only exists in secure contexts, and the app may be served over LAN http.
 */
export function newParticipantId(taken: readonly { id: string }[] = []): string {
  for (;;) {
    idSequence += 1;
    const id = `p${Date.now().toString(36)}${idSequence.toString(36)}`;
    if (!taken.some((p) => p.id === id)) return id;
  }
}
