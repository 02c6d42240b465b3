// `npm run create-admin -- admin@example.hk`: creates an administrator account on the database
// the settings point at. The password is read from ADMIN_PASSWORD or asked for on the terminal.
import { databaseLocationOf } from '../app.js';
import { buildConfig } from '../config/config.js';
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { createAdminAccount } from '../modules/admin/create-admin.js';

const USAGE = 'Usage: npm run create-admin -- <email>   (password from ADMIN_PASSWORD or the prompt)';

/**
 * Reads one line from the terminal without showing it: the terminal is put in raw mode, so the
 * characters typed reach us instead of the screen. A password is never read from a pipe: a
 * script that forgot ADMIN_PASSWORD must fail, not wait for a line that never comes.
 */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return Promise.reject(
      new Error(`No password: set ADMIN_PASSWORD, or run this command on a terminal to be asked for it. ${USAGE}`),
    );
  }
  // Raw before the prompt shows: a password typed the moment the prompt appears is never echoed.
  input.setRawMode(true);
  process.stdout.write(prompt);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003' || char === '\u0004') return done(() => reject(new Error('Cancelled.')));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function passwordOf(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const password = await askHidden('Password (8+ characters, capitals, lowercase, numbers, specials): ');
  // Typed unseen, a slip would leave the office with an account nobody can sign in to.
  if ((await askHidden('The same password again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
}

async function main() {
  const email = process.argv[2];
  if (!email) throw new Error(USAGE);
  const env = parseEnv(process.env);
  const password = await passwordOf();
  const config = buildConfig(env);
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
