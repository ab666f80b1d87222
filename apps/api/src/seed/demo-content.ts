import type { AppDeps } from '../deps';
import { seedDemoCorpus } from './demo-corpus';
import { seedDemoNews } from './demo-news';

/** Demo corpus and news, loaded once on an empty database. */
export async function seedDemoContent(deps: AppDeps, log: (msg: string) => void) {
  await seedDemoCorpus(deps, log);
  await seedDemoNews(deps, log);
}
