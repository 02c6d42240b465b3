// A real SMTP server for the delivery tests: it keeps every message it is given, raw; and the
// ways the tests read what it received.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './factories.js';

export interface Sink {
  port: number;
  messages: string[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message it is given, raw. With `holdUntil`, it answers
 * each message only once that promise resolves (a slow server); `onReceiving` is told first.
 * With `refuseRecipients`, it refuses every recipient the way mail servers do, repeating the
 * address in its answer ("550 <someone@example.com>: Recipient address rejected").
 */
export async function startSink(
  messages: string[] = [],
  port = 0,
  options: { holdUntil?: Promise<void>; onReceiving?: () => void; refuseRecipients?: boolean } = {},
): Promise<Sink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      callback(refusal);
    },
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

/** A header of a received email, by its name in any case (the parser keeps them lower case). */
export const header = (mail: Email, name: string) => mail.headers.find((h) => h.key === name.toLowerCase())?.value;

/** The first email the sink received for `to` whose subject starts with `subject`, once there is one. */
export function receivedBy(sink: Sink, to: string, subject = ''): Promise<Email> {
  return waitFor(async () => {
    for (const raw of sink.messages) {
      const mail = await PostalMime.parse(raw);
      if (mail.to?.some((a) => a.address === to) && mail.subject?.startsWith(subject)) return mail;
    }
    return undefined;
  });
}
