/** Global bounds for the random-number range: nine digits either way, what the fields accept. */
export const RANGE_MIN_BOUND = -999_999_999;
export const RANGE_MAX_BOUND = 999_999_999;
/** Fits "-999999999", the widest in-bounds integer. */
export const RANGE_INPUT_MAX_LENGTH = 10;
/** Fits "-999999999.99", the widest in-bounds decimal. */
export const RANGE_DECIMAL_INPUT_MAX_LENGTH = 13;

/** A range bound as stored: a finite number within the global bounds, at most 2 places. */
export const isRangeValue = (v: unknown): v is number =>
  typeof v === "number" &&
  Math.abs(v) <= RANGE_MAX_BOUND &&
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
