// The placements suites' set-up (docs/decisions/041): a test app with an admin and a company, each
// party's calls, the notifications someone got, an intern hired through the API, and a placement's
// dates written as if its moves had been made on earlier days.
import { Stage } from '@fis/shared/application-stages';
import { Residency } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { notifications, placements } from '../src/db/schema.js';
import { appliedId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { registerVerifiedCandidate, signedInAdmin, signInCandidate, userIdOf } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

export interface PlacementSuite {
  t: TestApp;
  admin: Awaited<ReturnType<typeof signedInAdmin>>;
  company: Awaited<ReturnType<typeof signedInCompany>>;
}

/** Starts the app for the file's tests (closed after them); `s` is filled in before they run. */
export function placementSuite() {
  const s = {} as PlacementSuite;
  beforeAll(async () => {
    s.t = await startTestApp();
    s.admin = await signedInAdmin(s.t);
    s.company = await signedInCompany(s.t, { companyName: 'Placement Co' });
  });
  afterAll(() => s.t.close());

  const move = (token: string, id: string, stage: Stage) =>
    call(s.t, 'PUT', `/applications/${id}`, { token, body: { stage }, lang: 'en' });

  return {
    s,
    get: (token: string, id: string) => call(s.t, 'GET', `/placements/${id}`, { token }),
    propose: (id: string, startDate: unknown, token = s.company.token) =>
      call(s.t, 'PUT', `/placements/${id}/start-date`, { token, body: { startDate } }),
    agree: (id: string, token: string) => call(s.t, 'PUT', `/placements/${id}/agreement`, { token }),
    ask: (id: string, body: unknown, token = s.company.token) =>
      call(s.t, 'POST', `/placements/${id}/extensions`, { token, body, lang: 'en' }),
    decide: (id: string, extensionId: string, body: unknown) =>
      call(s.t, 'PUT', `/admin/placements/${id}/extensions/${extensionId}`, { token: s.admin.token, body }),
    endEarly: (id: string, body: unknown, token = s.company.token) =>
      call(s.t, 'PUT', `/placements/${id}/early-end`, { token, body }),

    /** The parameters of the notifications of `type` the user got. */
    told: async (userId: string, type: string) =>
      (
        await s.t.app.db
          .select({ params: notifications.params })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
      ).map((n) => n.params as Record<string, unknown>),

    /** An intern hired through the API: applied, offered by the company, accepted. Their placement. */
    async hire(jobId: string, side: 'HongKong' | 'GBA' = 'HongKong') {
      const { t, company } = s;
      const input = await registerVerifiedCandidate(t, side === 'GBA' ? { residentType: Residency.HK_PERMANENT } : {});
      const intern = { token: await signInCandidate(t, input.email), userId: await userIdOf(t, input.email), ...input };
      const applicationId = await appliedId(t, intern, jobId);
      await setStage(t, applicationId, Stage.SCREENING, Stage.NEW);
      expect((await move(company.token, applicationId, Stage.OFFERED)).status).toBe(200);
      expect((await move(intern.token, applicationId, Stage.HIRED)).status).toBe(200);
      const own = await call(t, 'GET', '/placements', { token: intern.token });
      const placement = own.body.items.find((p: { applicationId: string }) => p.applicationId === applicationId);
      return { intern, applicationId, placement, id: placement.id as string };
    },

    /** A placement's dates, agreed unless told, as if its moves had been made on earlier days. */
    setDates: (id: string, values: Partial<typeof placements.$inferInsert>) =>
      s.t.app.db
        .update(placements)
        .set({ datesAgreedAt: s.t.clock.now(), ...values })
        .where(eq(placements.id, id)),
  };
}
