import type { AppDeps } from '../deps';

/** Demo corpus and news, loaded once on an empty database. Filled in when the corpus data file lands. */
export async function seedDemoContent(_deps: AppDeps, _log: (msg: string) => void) {}
