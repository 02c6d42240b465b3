// An institution's coordinator for the API tests (docs/decisions/061), made the way the office
// makes one: invited by an admin, the password set from the emailed link, signed in with the code.
import type { CoordinatedInstitution } from '@fis/shared/institution-schemas';
import { lastEmailText, linkToken, PASSWORD, signInWithCode, uniqueEmail, userIdOf } from './factories.js';
import { call, type TestApp } from './helper.js';

export async function signedInCoordinator(t: TestApp, adminToken: string, institution: CoordinatedInstitution) {
  const email = uniqueEmail(`coord-${institution.toLowerCase()}`);
  const invited = await call(t, 'POST', '/admin/institution-coordinators', {
    token: adminToken,
    body: { email, institution },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const token = linkToken(await lastEmailText(t, email));
  const accepted = await call(t, 'POST', '/auth/admin-invitation/accept', {
    body: { token, password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return { email, userId: await userIdOf(t, email), token: await signInWithCode(t, '/auth/institution-login', email) };
}
