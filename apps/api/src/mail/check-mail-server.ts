// At start-up, whether the mail server of SMTP_URL answers. Mail never holds up the start (the
// outbox keeps every email until the server is back), but an address that does not answer is
// said at once, rather than found later as sign-in codes that never arrived.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** How long the check waits for the server's greeting. */
export const MAIL_CHECK_TIMEOUT_MS = 10_000;

/** SMTP_URL without its user and password, fit for a log line. */
export function smtpServerOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'an address that is not a URL';
  }
}

/** Resolves once the check is done; never rejects. */
export async function checkMailServer(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  timeoutMs = MAIL_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  if (!smtpUrl) return false;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return true;
  } catch (err) {
    log.warn(
      { smtpServer: smtpServerOf(smtpUrl), error: err instanceof Error ? err.message : String(err) },
      `The mail server of SMTP_URL (${smtpServerOf(smtpUrl)}) does not answer: emails wait in the outbox and are retried until it does`,
    );
    return false;
  } finally {
    transport.close();
  }
}
