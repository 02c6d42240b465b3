// A round's name in the reader's language: the same answer as shared's roundName, whose module
// (round-schemas.ts) holds the rounds' zod schemas. Imported here it would bring zod, some 180 kB,
// into the landing page, which loads none (e2e/first-page-load.test.ts); test/round-name.test.ts
// holds this copy to roundName's answers in every language.
import type { Round } from '@fis/shared/round-schemas';

export function roundNameIn(round: Pick<Round, 'nameEn' | 'nameZh' | 'nameCn'>, language: string): string {
  if (language === 'en') return round.nameEn;
  if (language === 'cn') return round.nameCn;
  return round.nameZh;
}
