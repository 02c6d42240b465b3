// Above a job's applicants, in a round that counts funded places (docs/decisions/040): how many of
// the company's places on the job's side are left to offer, or, with none left, why Offer is not
// offered and what frees a place: the words the API refuses an offer with (NO_PLACES_LEFT), shown
// before the offer instead of after it (decision 034).
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import type { OwnPlaces } from '@fis/shared/place-schemas';
import { placeLeftForOffer, placeSideOf } from '@fis/shared/place-sides';
import { roundName } from '@fis/shared/scheme-rounds';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function OfferPlacesNote({ id, job, places }: { id: string; job: CompanyJob; places: OwnPlaces }) {
  const { t, i18n } = useTranslation('applications');
  if (!places.countsPlaces) return null;
  const side = placeSideOf(job.city);
  const words = { round: roundName(job.round, i18n.language), side: t(`common:placeSide.${side}`) };
  if (!placeLeftForOffer(places, job.city)) {
    return (
      <Alert id={id} color="yellow" title={t('places.noneLeftTitle')} data-offer-places="none">
        {t('errors:NO_PLACES_LEFT', words)}
      </Alert>
    );
  }
  const row = places.sides.find((s) => s.side === side);
  const left = row ? row.granted - row.held - row.taken : 0;
  return (
    <Text id={id} size="sm" c="dimmed" data-offer-places="left">
      {t('places.left', { ...words, count: left })}
    </Text>
  );
}
