// The kill test's child process (src/modules/alerts/alert-kill.http.test.ts): one alert pass with the settings of `npm start`
// (DATA_DIR, DATABASE_URL), printing each alert it commits, each search slowed a little so the parent's kill
// lands while alerts are claimed and not yet committed.
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../src/config';
import { closeDeps, createDeps } from '../src/create-deps';
import { runAlertPass } from '../src/modules/alerts/alert-pass';

const deps = createDeps(loadConfig());
const runner = deps.searchRunner;
deps.searchRunner = {
  ...runner,
  search: async (...args) => {
    await sleep(Number(process.env.SEARCH_DELAY_MS ?? 0));
    return runner.search(...args);
  },
};
await runAlertPass(deps, {
  batchSize: 5,
  leaseMs: Number(process.env.LEASE_MS),
  onCommitted: (id, mailed) => process.stdout.write(`${mailed ? 'mailed' : 'moved'} ${id}\n`),
});
process.stdout.write('done\n');
await closeDeps(deps);
