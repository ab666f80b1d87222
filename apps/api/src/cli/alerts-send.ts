import { ALERTS_CLI_MESSAGES } from '@lexfaso/contracts';
import { loadConfig } from '../config';
import { closeDeps, createDeps } from '../create-deps';
import { runAlertPass } from '../modules/alerts/alert-pass';

/**
 * `npm run alerts:send`: one pass of the alert job now, with the database settings of `npm start`
 * (DATA_DIR or DATABASE_URL), then the mail queue's delivery (SMTP_URL, or DATA_DIR/outbox/).
 */
async function main() {
  const deps = createDeps(loadConfig());
  try {
    // Alone in its process, no reader waits for it there: full speed.
    const result = await runAlertPass(deps, { threadShare: 1 });
    await deps.mailer.deliverDue();
    console.log(ALERTS_CLI_MESSAGES.passDone(result.checked, result.mailed, result.deferred));
  } finally {
    await closeDeps(deps);
  }
}

main().catch((err) => {
  console.error(ALERTS_CLI_MESSAGES.passFailed, err instanceof Error ? err.message : err);
  process.exit(1);
});
