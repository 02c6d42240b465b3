// `npm run bench` (third part): how long a message takes from the send call to the recipient's
// socket (issue 12, section 4), with 200 users connected: a company and 199 candidates who applied
// to its job. The company sends BENCH_MESSAGES messages, one recipient each, round-robin over the
// candidates, one after the other through POST /api/v1/contact; for each, the time from just before
// the HTTP call to the recipient socket's `notification:new` (RECEIVED_NEW_MESSAGE).
//   A. one instance on PGlite in a temporary folder, the sockets and the sends on it;
//   B. two instances on one new PostgreSQL database and Redis (docs/decisions/016), the sockets on
//      instance 2, the sends through instance 1: the push crosses Redis.
// Prints p50, p90, p99 and max (ms) for each, the counts, and the target (p99 under 100 ms). The
// figures are reported, not asserted: the bench fails only on errors (a send refused, a
// notification that never came).
//
//   BENCH_MESSAGES              default 300 (after BENCH_WARM_UP more, not counted: default 20)
//   BENCH_MESSAGES_POSTGRES_URL default postgres://postgres@127.0.0.1:5432/postgres (a server to
//                               create, then drop, the database of scenario B on)
//   BENCH_REDIS_URL             default redis://127.0.0.1:6379
//
// Each instance runs in its own child process, as in production (NODE_ENV=production, the built
// API in apps/api/dist, request logging at warn). The first instance writes the users straight
// into its database and issues their sessions the way sign-in does (lib/session-tokens.js), as the
// browser suite's sessionOf does; the sign-in forms have their own tests. Emails are queued as
// usual; nothing listens at the SMTP address.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';

const SELF = fileURLToPath(import.meta.url);
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const USERS = 200;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
const POSTGRES_URL = process.env.BENCH_MESSAGES_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_P99_MS = 100;
const DELIVERY_TIMEOUT_MS = 5000;
const START_TIMEOUT_MS = 60_000;
const DAY_MS = 86_400_000;

// ---- The child: one instance of the platform ----

async function serve() {
  const { buildApp } = await import(dist('app.js'));
  const { buildConfig } = await import(dist('config/config.js'));
  const { parseEnv } = await import(dist('config/env.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'fis-bench-messages-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(process.env.BENCH_CHILD_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_CHILD_DATABASE_URL } : {}),
    ...(process.env.BENCH_CHILD_REDIS_URL ? { REDIS_URL: process.env.BENCH_CHILD_REDIS_URL } : {}),
    TOKEN_SECRET: process.env.BENCH_TOKEN_SECRET,
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  });
  const config = buildConfig(env);
  // One company sends all of them: the per-account limit (60 per 15 minutes) would stop it.
  config.messageLimits = { ...config.messageLimits, perAccount: 1_000_000 };
  const app = await buildApp({ config });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  let stopping;
  const stop = () => {
    stopping ??= app.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
      process.exit(0);
    });
    return stopping;
  };
  process.on('message', async (message) => {
    if (message.seed) {
      try {
        process.send({ seeded: await seed(app) });
      } catch (err) {
        console.error(err);
        process.exit(1);
      }
    }
    if (message.stop) stop();
  });
  // The bench itself stopped without saying so: do not outlive it.
  process.on('disconnect', stop);
  process.send({ appUrl });
}

/** The company, its job and the candidates who applied to it; everyone's session token. */
async function seed(app) {
  const { users, companies, jobs, candidateProfiles, applications } = await import(dist('db/schema.js'));
  const { issueToken } = await import(dist('lib/session-tokens.js'));
  const now = new Date();
  const run = randomBytes(4).toString('hex');
  const account = (email, role) => ({
    email,
    role,
    passwordHash: 'not-a-hash',
    emailVerifiedAt: now,
    emailLanguage: 'en',
    isFirstLogin: false,
  });
  const [companyUser] = await app.db
    .insert(users)
    .values(account(`bench-hr-${run}@bench.invalid`, 2))
    .returning({ id: users.id, email: users.email, role: users.role });
  const [company] = await app.db
    .insert(companies)
    .values({
      userId: companyUser.id,
      companyName: 'Bench Messaging Ltd',
      contactJobRole: 'HR Manager',
      acceptedIntoSchemeAt: now,
      consentTermsAt: now,
      approvalStatus: 1,
      profileSavedAt: now,
    })
    .returning({ id: companies.id });
  const [job] = await app.db
    .insert(jobs)
    .values({
      companyId: company.id,
      positionName: 'Bench Intern',
      jobFunction: 'TECHNOLOGY',
      jobMode: 'HYBRID',
      location: 'HongKong',
      city: 1,
      skills: ['Python'],
      salary: 12000,
      currency: 'HKD',
      payFrequency: 'PER_MONTH',
      contractType: 'FULL_TIME',
      expiresOn: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
      description: 'The job of the messages benchmark.',
      requirements: 'None.',
      status: 1,
      approvalStatus: 1,
      postedAt: new Date(now.getTime() - DAY_MS),
    })
    .returning({ id: jobs.id });
  const people = await app.db
    .insert(users)
    .values(Array.from({ length: USERS - 1 }, (_, i) => account(`bench-candidate-${run}-${i}@bench.invalid`, 1)))
    .returning({ id: users.id, email: users.email, role: users.role });
  await app.db.insert(candidateProfiles).values(
    people.map((p) => ({
      userId: p.id,
      englishName: 'Chan Tai Man',
      chineseName: '陳大文',
      institution: 'HKU',
      faculty: 'Faculty of Business and Economics',
      programme: 'BBA in Finance',
      graduationYear: 2027,
      phonePrefix: '+852',
      phoneNumber: '91234567',
      legallyEmployable: 0,
      residentType: 0,
      cityOfResidence: 'HONG_KONG',
      educationLevel: 'UNDERGRADUATE',
      consentTermsAt: now,
      consentDataSharingAt: now,
    })),
  );
  await app.db.insert(applications).values(
    people.map((p) => ({
      jobId: job.id,
      companyId: company.id,
      candidateId: p.id,
      stage: 0,
      contactEmail: p.email,
      appliedAt: now,
      stageChangedAt: now,
      createdAt: now,
    })),
  );
  const session = async (u) => ({
    userId: u.id,
    email: u.email,
    token: (await issueToken(app.config.tokenSecret, app.services.clock, { sub: u.id, role: u.role, tv: 0 }, true))
      .token,
  });
  return { company: await session(companyUser), candidates: await Promise.all(people.map(session)) };
}

// ---- The parent: the instances, the sockets, the sends and the figures ----

function startInstance(env) {
  const child = fork(SELF, ['serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  // An instance that cannot start or seed (say, Redis unreachable: its client keeps retrying)
  // would otherwise hang the bench; past the time-out it is an error.
  const next = (key, timeoutMs) =>
    new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message) => {
        if (!(key in message)) return;
        done();
        resolve(message[key]);
      };
      const onExit = (code) => {
        done();
        reject(new Error(`an instance stopped (${code})`));
      };
      const timer = setTimeout(() => {
        done();
        child.kill('SIGKILL');
        reject(new Error(`an instance gave no ${key} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next('appUrl', START_TIMEOUT_MS).then((appUrl) => ({
    appUrl,
    seed: () => {
      const seeded = next('seeded', START_TIMEOUT_MS);
      child.send({ seed: true });
      return seeded;
    },
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.send({ stop: true });
      }),
  }));
}

/** A socket as the web app opens it (auth.token), resolved once connected. */
function connect(appUrl, token) {
  const socket = io(appUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`socket refused: ${err.message}`)));
  });
}

async function connectAll(appUrl, seeded) {
  const sockets = [];
  // In small batches, as users arrive, rather than 200 handshakes at once.
  const everyone = [seeded.company, ...seeded.candidates];
  for (let i = 0; i < everyone.length; i += 20) {
    sockets.push(...(await Promise.all(everyone.slice(i, i + 20).map((u) => connect(appUrl, u.token)))));
  }
  return sockets;
}

/**
 * Sends `count` messages one after the other, round-robin over the candidates; each one's time
 * from just before the call to its notification on the recipient's socket, and the call's own time.
 */
async function sendAndMeasure(sendUrl, receivers, seeded, count, offset) {
  const waiting = new Map();
  receivers.forEach((socket, i) => {
    socket.on('notification:new', (payload) => {
      if (payload?.notificationType !== 'RECEIVED_NEW_MESSAGE') return;
      const arrivedAt = performance.now();
      const waiter = waiting.get(i);
      if (waiter) waiter(arrivedAt);
      else throw new Error(`an unexpected message reached candidate ${i}`);
    });
  });
  const delivery = [];
  const http = [];
  for (let n = 0; n < count; n += 1) {
    const i = (offset + n) % receivers.length;
    const recipient = seeded.candidates[i];
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`message ${n} to candidate ${i}: no notification`)),
        DELIVERY_TIMEOUT_MS,
      );
      waiting.set(i, (at) => {
        clearTimeout(timer);
        waiting.delete(i);
        resolve(at);
      });
    });
    const started = performance.now();
    const res = await fetch(sendUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seeded.company.token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      body: JSON.stringify({
        recipients: [recipient.email],
        subject: `Interview slot ${n + 1}`,
        description: 'Dear candidate,\n\nCould we talk on Monday at 10:00?\n\nThanks',
      }),
    });
    const answered = performance.now();
    if (res.status !== 201) throw new Error(`send ${n}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    const arrivedAt = await arrived;
    delivery.push(arrivedAt - started);
    http.push(answered - started);
  }
  for (const socket of receivers) socket.removeAllListeners('notification:new');
  return { delivery, http };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}

async function scenario(name, label, sendTo, receiveFrom, seeded) {
  const receiverSockets = await connectAll(receiveFrom.appUrl, seeded);
  try {
    const candidates = receiverSockets.slice(1);
    const sendUrl = `${sendTo.appUrl}/api/v1/contact`;
    await sendAndMeasure(sendUrl, candidates, seeded, WARM_UP, 0);
    const { delivery, http } = await sendAndMeasure(sendUrl, candidates, seeded, MESSAGES, WARM_UP);
    return { name, label, sockets: receiverSockets.length, delivery: summary(delivery), http: summary(http) };
  } finally {
    for (const socket of receiverSockets) socket.close();
  }
}

async function oneInstance() {
  const secret = randomBytes(48).toString('base64url');
  const instance = await startInstance({ BENCH_TOKEN_SECRET: secret });
  try {
    const seeded = await instance.seed();
    return await scenario('A. one instance (PGlite)', 'A', instance, instance, seeded);
  } finally {
    await instance.stop();
  }
}

async function twoInstances() {
  const name = `fis_bench_messages_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // The same signing secret, as the instances of one deployment share it.
  const env = {
    BENCH_TOKEN_SECRET: randomBytes(48).toString('base64url'),
    BENCH_CHILD_DATABASE_URL: url.toString(),
    BENCH_CHILD_REDIS_URL: REDIS_URL,
  };
  const started = [];
  try {
    // One after the other: the first migrates the new database.
    const one = await startInstance(env);
    started.push(one);
    const two = await startInstance(env);
    started.push(two);
    const seeded = await one.seed();
    return await scenario('B. two instances (PostgreSQL + Redis)', 'B', one, two, seeded);
  } finally {
    await Promise.all(started.map((instance) => instance.stop()));
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

async function main() {
  const started = performance.now();
  console.log(
    `\nMessage delivery: ${USERS} users connected (1 company, ${USERS - 1} candidates), ${MESSAGES} messages ` +
      `(after ${WARM_UP} not counted), one recipient each, sent one after the other`,
  );
  const results = [await oneInstance(), await twoInstances()];
  const pad = (s, n) => String(s).padEnd(n);
  const num = (n) => n.toFixed(1).padStart(9);
  console.log(
    `\n${pad('ms', 34)}${'count'.padStart(7)}${'p50'.padStart(9)}${'p90'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
  );
  for (const r of results) {
    for (const [what, s] of [
      ['send call to socket', r.delivery],
      ['send call answered', r.http],
    ]) {
      console.log(
        `${pad(`${r.label}: ${what}`, 34)}${String(s.count).padStart(7)}${num(s.p50)}${num(s.p90)}${num(s.p99)}${num(s.max)}`,
      );
    }
  }
  for (const r of results) {
    const met = r.delivery.p99 < TARGET_P99_MS;
    console.log(
      `${r.name}: ${r.sockets} sockets, ${r.delivery.count} delivered; p99 ${r.delivery.p99.toFixed(1)} ms ` +
        `(target < ${TARGET_P99_MS} ms: ${met ? 'met' : 'missed'})`,
    );
  }
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (process.argv[2] === 'serve') {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
