// Who is calling: the bearer token is checked for signature, expiry and token version, and the
// account must still be active. Routes declare the roles they allow with requireRole().
import type { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';
import { userOfToken } from '../modules/auth/user-of-token.js';

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
    const user = await userOfToken(app.services, token);
    if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
    return user;
  }

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    request.authUser = await identify(request);
    if (roles.length > 0 && !roles.includes(request.authUser.role)) throw new AppError(ErrorCode.FORBIDDEN);
  });

  app.decorate('identifyIfSignedIn', () => async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) request.authUser = await identify(request);
  });
});
