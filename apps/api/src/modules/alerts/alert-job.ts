import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { runAlertPass } from './alert-pass';

/** The first pass waits this long after start, so the engine's build and the first requests come first. */
const FIRST_PASS_DELAY_MS = 60_000;

/**
 * The alert job of the API process: a pass every ALERTS_INTERVAL_MINUTES (one at a time in this process; other
 * processes' passes share the work through the claims, modules/alerts/alert-pass.ts), then the mail queue's
 * delivery. A failed pass is logged and the next one tries again: nothing it did not commit is lost.
 */
export function startAlertJob(deps: AppDeps, logger: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = (async () => {
      const result = await runAlertPass(deps);
      if (result.checked > 0) logger.info({ ...result }, 'alert pass');
      if (result.mailed > 0) await deps.mailer.deliverDue();
    })()
      .catch((err) => logger.error({ err }, 'alert pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, FIRST_PASS_DELAY_MS);
  const every = setInterval(pass, deps.config.alertsIntervalMinutes * 60_000);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
