// The requests of reports.bench.js: every filter set of the seeded round's period, in a fixed
// shuffled order, and the checks every answer passes (a 200 is not enough: an empty report is a
// broken one on this data).

/** A deterministic shuffle (mulberry32), so two runs send the same requests in the same order. */
function shuffled(items, seed = 42) {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Every filter set of the round's period: the round or all rounds; `from` absent or a day of the
 * seeded season (`first` to `last`, the Hong Kong days of its first apply and last move) but its
 * first and last, which hold only part of a day; `to` absent or a day from a week into the season
 * (no hire comes sooner) or `from` if later, to the round's last (a later `to` stands at today).
 */
export function filterSets(round, extra = [{}]) {
  const days = [];
  for (let d = new Date(`${round.start}T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    if (day > round.end) break;
    days.push(day);
  }
  const froms = [undefined, ...days.filter((d) => d > round.first && d < round.last)];
  const weekIn = days[days.indexOf(round.first) + 7] ?? round.first;
  const sets = [];
  for (const roundId of [undefined, round.round_id])
    for (const from of froms)
      for (const to of [undefined, ...days.filter((d) => d >= (from && from > weekIn ? from : weekIn))])
        for (const more of extra) sets.push({ roundId, from, to, ...more });
  return shuffled(sets).map((set) =>
    new URLSearchParams(Object.entries(set).filter(([, v]) => v !== undefined)).toString(),
  );
}

/**
 * Whether an answer is a report with something in it, the check every answer under load passes
 * (the answers are a few kilobytes: reading them costs little beside the report). Every filter set
 * drawn holds days of the seeded season, so each has applications, hires and placements.
 */
const json = (test) => (body) => {
  try {
    return test(JSON.parse(body));
  } catch {
    return false;
  }
};
export const NOT_EMPTY = {
  places: json((r) => r.rows.length > 0 && r.total.granted > 0 && r.fill.length > 0),
  flow: json((r) => r.groups.length > 0 && r.total.applications + r.total.interviews > 0),
  money: json((r) => r.sides.length === 2 && r.sides.some((side) => side.placements > 0)),
  // The header, records and (places) the fill's header.
  csv: (body) => body.startsWith('\uFEFF') && body.split('\n').length > 3,
};

/** What the first answer of a case held, for the table. */
export function describeReport(name, body) {
  if (name === 'places') return `${body.rows.length} rows, ${body.total.taken}/${body.totalPlaces} taken`;
  if (name === 'money') return body.sides.map((s) => `${s.side} ${s.placements}`).join(', ');
  return `${body.groups.length} groups, ${body.total.applications} appl.`;
}
