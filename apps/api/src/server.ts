// Entry point: `npm start` runs this after the build. Starts the API and the web app on one
// port, seeds demo data on first start (outside production) and prints how to sign in.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { buildConfig } from './config/config.js';
import { ConfigError, parseEnv } from './config/env.js';
import { demoDataExposureWarning } from './config/exposure-warning.js';
import { warmReaderScripts } from './lib/chinese-script.js';
import { checkMailServer } from './mail/check-mail-server.js';
import { DEMO_PASSWORD, seedDemoData } from './seed/demo-data.js';

async function main() {
  // Settings may come from a .env file in the working folder; the environment wins.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parseEnv(process.env);
  const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const config = buildConfig(env, webDistDir);
  const app = await buildApp({ config });

  if (config.seedDemoData) {
    const seeded = await seedDemoData(app.services);
    if (seeded) {
      app.log.info('Demo data created');
    }
  }
  await app.listen({ host: config.host, port: config.port });
  // Not awaited: a silent mail server is said in the log, and the app serves meanwhile.
  void checkMailServer(config.smtpUrl, app.log);
  const exposure = demoDataExposureWarning(config);
  if (exposure) app.log.warn(exposure);
  // The Chinese conversion tables load now, in the background, rather than for the first reader.
  warmReaderScripts().catch((err) => app.log.error(err, 'The Chinese script conversion tables did not load'));

  const lines = [
    '',
    `  FinTech Internship Scheme is running at ${config.publicUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}`,
    `  API documentation: ${config.publicUrl}/api/docs`,
  ];
  if (!config.smtpUrl && config.env !== 'production')
    lines.push(`  Emails (development mailbox, on this machine only): ${config.publicUrl}/dev/mailbox`);
  if (config.seedDemoData) {
    lines.push(
      '',
      `  Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
      `    admin      admin@demo.fintech-scheme.hk   at ${config.publicUrl}/admin-portal/sign-in (code in the mailbox)`,
      `    company    hr@novapay.demo (FIS-00001), talent@harbourwealth.demo (FIS-00002)   at ${config.publicUrl}/sign-in?type=company`,
      '    candidate  chan.taiman@student.demo, li.xiaoming@student.demo, wong.kayan@student.demo',
      '    intern     ho.wingsze@student.demo, lam.chikin@student.demo, zhang.yue@student.demo, chen.jiahui@student.demo',
      `    institution verification@hku.demo.fintech-scheme.hk   at ${config.publicUrl}/institution/sign-in (code in the mailbox)`,
    );
  }
  if (exposure) lines.push('', `  WARNING: ${exposure}`);
  console.log(`${lines.join('\n')}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
