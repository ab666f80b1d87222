import type { AppDeps } from '../deps';

/** Loads the demo corpus (apps/api/src/seed/data) into an empty documents table. Owned by the documents issue. */
export async function seedDemoCorpus(_deps: AppDeps, _log: (msg: string) => void) {}
