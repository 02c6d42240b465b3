// `npm run create-admin -- admin@example.hk`: creates an administrator account on the database
// the settings point at. The password is read from ADMIN_PASSWORD or asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { databaseLocationOf } from '../app.js';
import { buildConfig } from '../config/config.js';
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { createAdminAccount } from '../modules/admin/create-admin.js';

async function main() {
  const email = process.argv[2];
  if (!email) throw new Error('Usage: npm run create-admin -- <email>   (password from ADMIN_PASSWORD or the prompt)');
  const config = buildConfig(parseEnv(process.env));
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (8+ characters, capitals, lowercase, numbers, specials): ');
    rl.close();
  }
  const database = await openDatabase(databaseLocationOf(config));
  try {
    await createAdminAccount({ db: database.db, clock: systemClock }, { email, password });
    console.log(`Administrator ${email} created. Sign in at ${config.publicUrl}/admin-portal/sign-in`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(
    err instanceof AppError ? `Refused: ${err.code}${err.options.field ? ` (${err.options.field})` : ''}` : err.message,
  );
  process.exit(1);
});
