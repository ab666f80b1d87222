import type { AppDeps } from './deps';
import { type SeededAccount, seedAccounts } from './modules/accounts/seed/accounts';
import { seedReferenceData } from './modules/reference-data/seed/reference-data';

/** Seeding, composed from each module's seed: loads what an empty database needs: reference data, accounts, and (unless SEED_DEMO=0) the demo content. */
export async function seedDatabase(
  deps: AppDeps,
  log: (msg: string) => void = () => {},
): Promise<SeededAccount[]> {
  await seedReferenceData(deps.db);
  const accounts = await seedAccounts(deps.db, deps.config, deps.config.seedDemo);
  if (deps.config.seedDemo) {
    // Loaded only when needed: the demo corpus reader is of no use to a production start.
    const { seedDemoCorpus } = await import('./modules/documents/seed/demo-corpus');
    const { seedDemoNews } = await import('./modules/news/seed/demo-news');
    const { seedDemoCaseLaw } = await import('./modules/case-law/seed/demo-case-law');
    await seedDemoCorpus(deps, log);
    // After the texts: the decisions' references land on them.
    await seedDemoCaseLaw(deps, log);
    await seedDemoNews(deps, log);
  }
  return accounts;
}
