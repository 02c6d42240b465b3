// A real SMTP server for the delivery tests: it keeps every message it is given, raw.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Sink {
  port: number;
  messages: string[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message it is given, raw. With `holdUntil`, it answers
 * each message only once that promise resolves (a slow server); `onReceiving` is told first.
 */
export async function startSink(
  messages: string[] = [],
  port = 0,
  options: { holdUntil?: Promise<void>; onReceiving?: () => void } = {},
): Promise<Sink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        options.onReceiving?.();
        await options.holdUntil;
        messages.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
