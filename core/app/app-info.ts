/** What this release of Twirl can do, as shown on the version page and by /api/version. */
export const FEATURES = ["embedded-database", "postgres", "dark-mode", "contact-api"] as const;
