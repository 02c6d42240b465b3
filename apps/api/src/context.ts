// What every use case is called with, as documenso does: `useCase(context, input)`. The context
// carries the services (database, clock, queue, config, storage), the caller and the request's
// language and address; the input is one typed object. Routes build the context here, from the
// request, and nowhere else; the CLI, the demo seed and the tests build theirs with makeContext.
import type { Language } from '@fis/shared/enums';
import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from './lib/app-error.js';
import type { AuthUser } from './lib/auth-user.js';
import type { Services } from './services.js';

export interface UseCaseContext extends Services {
  /** The caller, once plugins/authenticate.ts has checked the token; null for a visitor. */
  user: AuthUser | null;
  /** The language the answer, the emails and the notifications the call writes are in. */
  lang: Language;
  /** The caller's address (decision 010), for the audit log. */
  ip: string;
}

/** The context of a use case only a signed-in caller reaches. */
export interface SignedInContext extends UseCaseContext {
  user: AuthUser;
}

export function makeContext<U extends AuthUser | null>(
  services: Services,
  caller: { user: U; lang?: Language; ip?: string },
): UseCaseContext & { user: U } {
  return { ...services, user: caller.user, lang: caller.lang ?? DEFAULT_LANGUAGE, ip: caller.ip ?? '127.0.0.1' };
}

/** The context of a route open to everyone: the caller when a token was sent, else null. */
export function publicContextOf(request: FastifyRequest): UseCaseContext {
  return makeContext(request.server.services, { user: request.authUser, lang: request.lang, ip: request.ip });
}

/** The context of a route guarded by requireRole(): its caller is signed in (401 otherwise). */
export function contextOf(request: FastifyRequest): SignedInContext {
  const user = request.authUser;
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return makeContext(request.server.services, { user, lang: request.lang, ip: request.ip });
}
