// The demo's round: one taking applications now, so that a new person trying the platform can
// apply at once. Its facts are the scheme's published ones (SPEC section 1); its dates follow the
// day the demo is seeded. The office changes it, or adds the next, at /admin-portal/rounds.
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { currentRound } from '@fis/shared/scheme-rounds';
import { schemeRounds } from '../db/schema.js';
import { allRounds } from '../modules/rounds/rounds-repository.js';
import type { Services } from '../services.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The round the demo's jobs go into: the current one, made when there is none. */
export async function seedDemoRound(svc: Pick<Services, 'db' | 'clock'>): Promise<string> {
  const now = svc.clock.now();
  const today = hongKongDate(now);
  const existing = currentRound(await allRounds(svc.db), today);
  if (existing) return existing.id;
  const start = hongKongDate(new Date(now.getTime() - 30 * DAY_MS));
  const year = start.slice(0, 4);
  const summer = Number(start.slice(5, 7)) >= 3 && Number(start.slice(5, 7)) <= 8;
  const [round] = await svc.db
    .insert(schemeRounds)
    .values({
      nameEn: `${year} ${summer ? 'summer' : 'winter'}`,
      nameZh: `${year}年${summer ? '暑期' : '冬季'}`,
      nameCn: `${year}年${summer ? '暑期' : '冬季'}`,
      applicationStart: start,
      applicationEnd: hongKongDate(new Date(now.getTime() + 60 * DAY_MS)),
      internshipMonths: 2,
      maxInternshipMonths: 6,
      allowanceHongKong: 12_000,
      allowanceGba: 10_500,
      priorEmploymentMonths: 3,
    })
    .returning({ id: schemeRounds.id });
  if (!round) throw new Error('round insert returned no row');
  return round.id;
}
