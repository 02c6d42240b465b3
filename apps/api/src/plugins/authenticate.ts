// Who is calling: the bearer token is checked for signature, expiry and token version, and the
// account must still be active. Routes declare the roles they allow with requireRole().
import { type Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';
import { readToken } from '../lib/session-tokens.js';
import { findUserById } from '../modules/users/users-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must be signed in, with one of these roles when given. */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /** preHandler of routes open to everyone: reads the bearer token when one is sent (a bad one is a 401). */
    identifyIfSignedIn(): (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a route guarded by requireRole(). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError(ErrorCode.UNAUTHORIZED);
  return request.authUser;
}

export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authUser', null);

  async function identify(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED);
    const claims = await readToken(app.config.tokenSecret, app.clock, token);
    if (!claims) throw new AppError(ErrorCode.UNAUTHORIZED);
    const user = await findUserById(app.db, claims.sub);
    if (!user || user.status !== UserStatus.ACTIVE || user.tokenVersion !== claims.tv) {
      throw new AppError(ErrorCode.UNAUTHORIZED);
    }
    return { id: user.id, role: user.role as Role };
  }

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    request.authUser = await identify(request);
    if (roles.length > 0 && !roles.includes(request.authUser.role)) throw new AppError(ErrorCode.FORBIDDEN);
  });

  app.decorate('identifyIfSignedIn', () => async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) request.authUser = await identify(request);
  });
});
