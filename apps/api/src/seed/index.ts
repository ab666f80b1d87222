import type { AppDeps } from '../deps';
import { type SeededAccount, seedAccounts } from './accounts';
import { seedReferenceData } from './reference-data';

/** Loads what an empty database needs: reference data, accounts, and (unless SEED_DEMO=0) the demo content. */
export async function seedDatabase(
  deps: AppDeps,
  log: (msg: string) => void = () => {},
): Promise<SeededAccount[]> {
  await seedReferenceData(deps.db);
  const accounts = await seedAccounts(deps.db, deps.config, deps.config.seedDemo);
  if (deps.config.seedDemo) {
    const { seedDemoContent } = await import('./demo-content');
    await seedDemoContent(deps, log);
  }
  return accounts;
}
