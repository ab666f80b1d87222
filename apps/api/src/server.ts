import { SERVER_MESSAGES } from '@lexfaso/contracts';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeDeps, createDeps } from './create-deps';
import { startAlertJob } from './modules/alerts/alert-job';
import { warmPdfTextProcess } from './modules/documents/pdf/extract-text';
import { migrateToLatest } from './platform/db/database';
import { seedDatabase } from './seed-database';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const deps = createDeps(config);
  await migrateToLatest(deps.handle);
  const accounts = await seedDatabase(deps, (msg) => console.log(msg));
  const app = await buildApp(deps);
  deps.mailer.start();
  // The search engine is built now: loaded from the stored snapshot and caught up with the writes made since,
  // or else from every document (7–9 s at 90,000 articles). Searches arriving meanwhile wait for it
  // (GET /api/health/ready answers 503), the rest of the site answers at once. A failure here is tried again
  // by the first search (a 500 if it fails again).
  deps.searchRunner.start().catch((err) => app.log.error({ err }, 'search engine failed to build'));
  // Likewise the PDF text process loads pdf.js and the word list now, not during the first upload.
  warmPdfTextProcess(config.pdfText);
  const alertJob = startAlertJob(deps, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await alertJob.stop(); // a pass under way commits what it has started (its claims expire otherwise)
      await closeDeps(deps);
      process.exit(0);
    } catch {
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  ${SERVER_MESSAGES.ready(config.productName, config.publicUrl)}`,
    `  ${SERVER_MESSAGES.database(deps.dialect === 'sqlite' ? `SQLite (${config.dataDir}/lexfaso.sqlite)` : 'PostgreSQL')}`,
    `  ${SERVER_MESSAGES.mails(config.smtpUrl ? 'SMTP' : `${config.dataDir}/outbox/`)}`,
    `  ${SERVER_MESSAGES.accounts}`,
    ...accounts.map(
      (a) =>
        `    ${a.role.padEnd(17)} ${a.email}  ${a.password ?? (a.fromEnv ? SERVER_MESSAGES.passwordFromEnv : SERVER_MESSAGES.passwordUnchanged)}`,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(SERVER_MESSAGES.startFailed, err instanceof Error ? err.message : err);
  process.exit(1);
});
