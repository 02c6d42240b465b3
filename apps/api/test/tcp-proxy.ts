// A TCP proxy the outage tests control, put between the app and a service (PostgreSQL, Redis).
// cut() does what a restart of the service does to its clients: every open connection is closed
// and new ones are refused until restore() listens on the same port again. freeze() is a network
// that drops packets: connections stay open, and new ones are accepted, but nothing gets through
// until restore(). dropOnNextWrite() ends each open connection when its client next sends,
// before that reaches the service: a connection that died while it sat idle in a pool.
import { createServer, type Server, Socket } from 'node:net';

export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /** `target` with its host and port replaced by the proxy's. */
  url(target: string): string;
  cut(): Promise<void>;
  freeze(): void;
  dropOnNextWrite(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  flowing: boolean;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;

  const flow = (pair: Pair) => {
    if (pair.flowing || frozen) return;
    pair.flowing = true;
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const halt = (pair: Pair) => {
    if (!pair.flowing) return;
    pair.flowing = false;
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };

  const makeServer = () =>
    createServer((client) => {
      const pair: Pair = { client, upstream: new Socket(), flowing: false };
      pairs.add(pair);
      // Either side ending or failing ends the pair, as a broken link would for both.
      const end = () => {
        pairs.delete(pair);
        client.destroy();
        pair.upstream.destroy();
      };
      client.on('error', end).on('close', end);
      pair.upstream.on('error', end).on('close', end);
      pair.upstream.connect(targetPort, targetHost, () => flow(pair));
    });

  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      server.close(() => resolve());
    });

  let server: Server | undefined = makeServer();
  const port = await listen(server, 0);

  return {
    port,
    url(target) {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      if (!server) return;
      const closing = server;
      server = undefined;
      await stop(closing);
    },
    freeze() {
      frozen = true;
      for (const pair of pairs) halt(pair);
    },
    dropOnNextWrite() {
      for (const pair of pairs) {
        pair.client.prependOnceListener('data', () => {
          pair.client.destroy();
          pair.upstream.destroy();
        });
      }
    },
    async restore() {
      frozen = false;
      for (const pair of pairs) if (!pair.upstream.connecting) flow(pair);
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    async close() {
      if (server) await stop(server);
      server = undefined;
    },
  };
}
