/** A short id derived from the time, shown on error screens so users can quote it to support. */
export const makeErrorId = (date = new Date()) => `ERR-${date.getTime().toString(36).toUpperCase()}`;
