import { z } from "./zod";

export const ROLE_NAMES = ["primary", "reviewer", "moderator", "none"] as const;

/** GET /api/account: the signed-in person (verified address) and their staff role. */
export const accountSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    language: z.string(),
  }),
  role: z.enum(ROLE_NAMES),
});
export type Account = z.infer<typeof accountSchema>;
/** A visitor, or someone whose address is not verified yet, gets { account: null }. */
export const whoAmISchema = z.object({ account: accountSchema.nullable() });

/** GET /api/account/providers: the sign-in buttons to show, in order. */
export const providersSchema = z.object({
  providers: z.array(z.object({ id: z.enum(["google", "apple", "oidc"]), name: z.string() })),
});
export type SignInProviderInfo = z.infer<typeof providersSchema>["providers"][number];

/** POST /api/account/delete: the person types their own email to confirm. */
export const deleteAccountSchema = z.object({ email: z.string().max(254) });

/** PUT /api/account/language: mails go out in the language the person last chose. */
export const accountLanguageSchema = z.object({ language: z.string().max(8) });
