// The admin lists' queries read from the address (features/admin-lists/utils/list-queries.ts): the
// round filters of the candidates and companies lists (decision 054), and the companies' places
// left, which mean something only within a round.
import { describe, expect, it } from 'vitest';
import { readCandidateListQuery, readCompanyListQuery } from '../src/features/admin-lists/utils/list-queries';

const ROUND = '00000000-0000-4000-8000-00000000a001';
const read = (reader: (params: URLSearchParams) => Record<string, unknown>, query: string) =>
  reader(new URLSearchParams(query));

describe('the round filters in the address', () => {
  it('reads the candidates’ round, and drops one that is not an id', () => {
    expect(read(readCandidateListQuery, `roundId=${ROUND}&eligibilityStatus=0`)).toMatchObject({
      roundId: ROUND,
      eligibilityStatus: 0,
    });
    expect(read(readCandidateListQuery, 'roundId=spring').roundId).toBeUndefined();
  });

  it('reads the companies’ places left within a round', () => {
    expect(read(readCompanyListQuery, `roundId=${ROUND}&placesLeft=true`)).toMatchObject({
      roundId: ROUND,
      placesLeft: true,
    });
    expect(read(readCompanyListQuery, `roundId=${ROUND}&placesLeft=false`)).toMatchObject({ placesLeft: false });
  });

  it('drops the places left without a round, as the API would refuse them', () => {
    const query = read(readCompanyListQuery, 'placesLeft=true&region=GBA');
    expect(query).not.toHaveProperty('placesLeft');
    expect(query).toMatchObject({ region: 'GBA', page: 1 });
  });
});
