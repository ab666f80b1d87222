import type { AppDeps } from '../deps';

/** Loads a few news items into an empty news table. Owned by the news issue. */
export async function seedDemoNews(_deps: AppDeps, _log: (msg: string) => void) {}
