// The landing page's zod-free copy of roundName (features/landing/utils/round-name.ts) names a
// round as shared's roundName does, in every language and for a language it does not know.
import { LANGUAGES } from '@fis/shared/enums';
import { roundName } from '@fis/shared/round-schemas';
import { describe, expect, it } from 'vitest';
import { roundNameIn } from '../src/features/landing/utils/round-name';

const round = { nameEn: '2026 summer', nameZh: '2026年暑期', nameCn: '2026年暑期（简）' };

describe("the landing page's round name", () => {
  it("is shared's roundName in every language", () => {
    for (const language of [...LANGUAGES, 'fr', '']) {
      expect(roundNameIn(round, language), language).toBe(roundName(round, language));
    }
  });
});
