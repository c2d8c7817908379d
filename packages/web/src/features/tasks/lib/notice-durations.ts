/** Notification durations of spec 1 §9: 2 s success, 3 s claim warning. */
export const SUCCESS_SECONDS = 2;
export const CLAIM_WARNING_SECONDS = 3;
