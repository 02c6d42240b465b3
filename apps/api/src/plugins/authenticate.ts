// Who is calling: the session token (an Authorization: Bearer header, or the web app's cookie) is
// checked for signature, expiry and token version, and the account must still be active. Routes
// declare the roles they allow with requireRole(). A change sent with the cookie must come from a
// page of our own origin (docs/decisions/043): SameSite=Lax already keeps the cookie off other
// sites' requests, and this also refuses a page of another origin on the same site.
import cookie from '@fastify/cookie';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';
import { comesFromOwnOrigin, tokenOf } from '../lib/web-session.js';
import { userOfToken } from '../modules/auth/user-of-token.js';

/**
 * What a route naming no role admits: SPEC's three. An institution's coordinator (docs/decisions/061)
 * reaches only the routes that name Role.INSTITUTION: theirs, and their own account's.
 */
const SCHEME_ROLES: readonly Role[] = [Role.CANDIDATE, Role.ADMIN, Role.COMPANY];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET or HEAD route that changes something (SPEC section 7 has two): checked as a change is. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must be signed in, with one of these roles (SPEC's three when none is given). */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /** preHandler of routes open to everyone: reads the session when one is sent (a bad one is a 401). */
    identifyIfSignedIn(): (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a route guarded by requireRole(). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError(ErrorCode.UNAUTHORIZED);
  return request.authUser;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authenticate = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('authUser', null);

  app.addHook('onRequest', async (request) => {
    const isChange = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true;
    if (!isChange || tokenOf(request)?.fromCookie !== true) return;
    if (!comesFromOwnOrigin(request.headers, app.config.publicUrl)) throw new AppError(ErrorCode.CROSS_SITE_REQUEST);
  });

  async function identify(request: FastifyRequest): Promise<AuthUser> {
    const user = await userOfToken(app.services, tokenOf(request)?.token);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return user;
  }

  app.decorate('requireRole', (...roles: Role[]) => {
    const allowed = roles.length > 0 ? roles : SCHEME_ROLES;
    return async (request: FastifyRequest) => {
      request.authUser = await identify(request);
      if (!allowed.includes(request.authUser.role)) throw new AppError(ErrorCode.FORBIDDEN);
    };
  });

  app.decorate('identifyIfSignedIn', () => async (request: FastifyRequest) => {
    if (tokenOf(request) !== undefined) request.authUser = await identify(request);
  });
});
