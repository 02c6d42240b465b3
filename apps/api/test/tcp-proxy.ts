// A TCP proxy the outage tests control, put between the app and a service (PostgreSQL, Redis).
// cut() does what a restart of the service does to its clients: every open connection is
// closed and new ones are refused until restore() listens on the same port again.
import { createServer, type Server, Socket } from 'node:net';

export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /** `target` with its host and port replaced by the proxy's. */
  url(target: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const makeServer = () =>
    createServer((client) => {
      const upstream = new Socket();
      track(client);
      track(upstream);
      // Either side ending or failing ends the pair, as a broken link would for both.
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      upstream.connect(targetPort, targetHost, () => {
        client.pipe(upstream);
        upstream.pipe(client);
      });
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
      for (const socket of sockets) socket.destroy();
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
    async restore() {
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
