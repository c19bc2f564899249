import { z } from "./zod";

/**
 * GET /cdn/{game}/index.json and /cdn/{game}/{file}: the published question bank. Their
 * answers are the GameIndex, LanguageIndex and QuestionBlock of core/questions/types.ts, read
 * in the browser by core/questions/cdn-client.ts without zod (the games' chunk stays small).
 * A name that is no game or no file is a 404, not bad input, so the params are plain text.
 */
export const cdnGameParams = z.object({ gameType: z.string().max(40) });
export const cdnFileParams = cdnGameParams.extend({ file: z.string().max(80) });
