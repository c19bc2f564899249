/** Global bounds for the random-number range: nine digits either way, what the fields accept. */
export const RANGE_MIN_BOUND = -999_999_999;
export const RANGE_MAX_BOUND = 999_999_999;
/** Fits "-999999999", the widest in-bounds value. */
export const RANGE_INPUT_MAX_LENGTH = 10;
