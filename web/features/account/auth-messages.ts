import type { ApiError } from "#core/contracts/errors.ts";

/** The login modal's own sentence for each code the sign-in answers with (account area keys). */
const MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: "errors.emailInUse",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "errors.emailInUse",
  INVALID_EMAIL: "errors.invalidEmail",
  PASSWORD_TOO_SHORT: "errors.weakPassword",
  PASSWORD_TOO_LONG: "errors.passwordTooLong",
  INVALID_EMAIL_OR_PASSWORD: "errors.invalidCredential",
  INVALID_PASSWORD: "errors.invalidCredential",
  INVALID_TOKEN: "errors.linkExpired",
  TOKEN_EXPIRED: "errors.linkExpired",
  RATE_LIMITED: "errors.tooMany",
  NETWORK: "errors.network",
  INVALID_ORIGIN: "errors.unauthorizedDomain",
  INVALID_CALLBACK_URL: "errors.unauthorizedDomain",
  FORBIDDEN_ORIGIN: "errors.unauthorizedDomain",
  PROVIDER_NOT_FOUND: "errors.operationNotAllowed",
  // What a provider's redirect brings back in ?error= (lower case, OAuth's and the library's).
  access_denied: "errors.redirectCancelled",
  account_not_linked: "errors.accountExists",
  provider_not_found: "errors.operationNotAllowed",
  invalid_callback_url: "errors.unauthorizedDomain",
};

/** The account-area key and params for a sign-in error; unknown codes name themselves. */
export function authMessage(
  error: Pick<ApiError, "code">,
  provider?: string,
): { key: string; params?: Record<string, string> } {
  if (provider === "apple" && error.code === "access_denied")
    return { key: "errors.appleCancelled" };
  if (provider === "apple" && error.code === "account_not_linked") {
    return { key: "errors.appleAccountExists" };
  }
  const key = MESSAGES[error.code];
  return key ? { key } : { key: "errors.generic", params: { code: error.code } };
}
