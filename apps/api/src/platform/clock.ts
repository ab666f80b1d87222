/** Time helpers; all stored timestamps are ISO-8601 UTC strings. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
export const today = () => new Date().toISOString().slice(0, 10);
