// The real-time socket's caps (docs/decisions/031): one user, and one address, hold at most so
// many sockets on an instance; one more is refused with TOO_MANY_CONNECTIONS, and a socket that
// ends makes room again. 150 sockets from one address used to be accepted. The address is the
// caller's as TRUST_PROXY decides (here the test's X-Forwarded-For through a trusted loopback).

import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.js';
import { candidateWithId } from './application-factories.js';
import { startTestApp, type TestApp } from './helper.js';
import { connectSocket, socketTestSetUp } from './realtime-client.js';

let t: TestApp;
const { connected } = socketTestSetUp(async () => {
  t = await startTestApp({
    socketLimits: { perUser: 2, perAddress: 3 },
    trustProxy: parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY,
  });
  return t;
});

describe('socket caps', () => {
  it('per user: a third socket of one user is refused, from any address, until one closes', async () => {
    const alice = await candidateWithId(t);
    const first = await connected({ token: alice.token, forwardedFor: '203.0.113.1' });
    await connected({ token: alice.token, forwardedFor: '203.0.113.2' });
    await expect(connectSocket(t, { token: alice.token, forwardedFor: '203.0.113.3' })).rejects.toThrow(
      'TOO_MANY_CONNECTIONS',
    );
    // Another user is not affected.
    const bob = await candidateWithId(t);
    expect((await connected({ token: bob.token, forwardedFor: '203.0.113.3' })).socket.connected).toBe(true);

    first.socket.close();
    await expect
      .poll(() =>
        connected({ token: alice.token, forwardedFor: '203.0.113.4' }).then(
          () => 'accepted',
          (err: Error) => err.message,
        ),
      )
      .toBe('accepted');
  });

  it('per address: a fourth socket from one address is refused, whoever it is, until one closes', async () => {
    const address = '198.51.100.7';
    const users = await Promise.all([candidateWithId(t), candidateWithId(t), candidateWithId(t), candidateWithId(t)]);
    const sockets = [];
    for (const user of users.slice(0, 3)) sockets.push(await connected({ token: user.token, forwardedFor: address }));
    const fourth = users[3] as (typeof users)[number];
    await expect(connectSocket(t, { token: fourth.token, forwardedFor: address })).rejects.toThrow(
      'TOO_MANY_CONNECTIONS',
    );
    // A refused handshake holds nothing: refused again, and the same user from elsewhere is accepted.
    await expect(connectSocket(t, { forwardedFor: address })).rejects.toThrow('TOO_MANY_CONNECTIONS');
    expect((await connected({ token: fourth.token, forwardedFor: '198.51.100.8' })).socket.connected).toBe(true);

    sockets[0]?.socket.close();
    await expect
      .poll(() =>
        connected({ token: fourth.token, forwardedFor: address }).then(
          () => 'accepted',
          (err: Error) => err.message,
        ),
      )
      .toBe('accepted');
  });

  it('a refused token does not use up the address', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < 5; i += 1) {
      await expect(connectSocket(t, { token: 'not-a-token', forwardedFor: address })).rejects.toThrow('UNAUTHORIZED');
    }
    const carol = await candidateWithId(t);
    expect((await connected({ token: carol.token, forwardedFor: address })).socket.connected).toBe(true);
  });
});
