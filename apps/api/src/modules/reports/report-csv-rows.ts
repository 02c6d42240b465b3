// The records of each report's CSV file (docs/decisions/042), written from the same answer the
// report's JSON gives, so the file's figures are the page's. Names are in the caller's language:
// the columns from the `reports` catalog, sides and cities from `common`.
import type { Language } from '@fis/shared/enums';
import type { PlaceCounts } from '@fis/shared/place-schemas';
import type { FlowFigures, FlowReport, MoneyReport, PlacesReport } from '@fis/shared/report-schemas';
import { t } from '../../lib/catalogs.js';
import type { CsvValue } from '../../lib/csv.js';

type Records = CsvValue[][];

const headers = (lang: Language, section: string, columns: readonly string[]) =>
  columns.map((column) => t(lang, `reports:csv.${section}.${column}`));

const sideName = (lang: Language, side: string) => t(lang, `common:placeSide.${side}`);

const PLACE_COLUMNS = ['company', 'side', 'city', 'granted', 'held', 'taken', 'left', 'takenInRange'] as const;
const FILL_COLUMNS = ['date', 'fillTaken', 'fillRate'] as const;

/**
 * The places: a record per company and side (all its cities), one per city it used (held, taken
 * and taken in the period), one per side and one for both (all companies); then, after an empty
 * record, the fill day by day with its own header.
 */
export function placesRecords(report: PlacesReport, lang: Language): Records {
  const words = (key: string) => t(lang, `reports:csv.places.${key}`);
  const counts = (c: PlaceCounts & { takenInRange: number }) => [c.granted, c.held, c.taken, c.left, c.takenInRange];
  const records: Records = [headers(lang, 'places', PLACE_COLUMNS)];
  for (const row of report.rows) {
    const side = sideName(lang, row.side);
    records.push([row.companyName, side, words('allCities'), ...counts(row)]);
    for (const city of row.cities) {
      const cityName = t(lang, `common:options.jobCity.${city.city}`);
      records.push([row.companyName, side, cityName, null, city.held, city.taken, null, city.takenInRange]);
    }
  }
  for (const s of report.sides)
    records.push([words('allCompanies'), sideName(lang, s.side), words('allCities'), ...counts(s)]);
  records.push([words('allCompanies'), t(lang, 'reports:csv.flow.all'), words('allCities'), ...counts(report.total)]);
  records.push([]);
  records.push(headers(lang, 'places', FILL_COLUMNS));
  for (const point of report.fill) records.push([point.date, point.taken, point.rate]);
  return records;
}

/** The figures of an institution's own flow (docs/decisions/061): its students' applications only. */
export const APPLICATION_FLOW_COLUMNS = [
  'applications',
  'interviews',
  'offers',
  'acceptances',
  'responded',
  'responseRate',
  'medianDaysToResponse',
  'medianDaysToOffer',
] as const satisfies readonly (keyof FlowFigures)[];

const FLOW_COLUMNS = [
  ...APPLICATION_FLOW_COLUMNS,
  'recommended',
  'recommendedApplied',
  'recommendedHired',
] as const satisfies readonly (keyof FlowFigures)[];

/** The flow: a record per group, in the answer's order, then one for all of them. */
export function flowRecords(
  report: FlowReport,
  lang: Language,
  columns: readonly (keyof FlowFigures)[] = FLOW_COLUMNS,
): Records {
  const figures = (f: FlowFigures) => columns.map((column) => f[column]);
  return [
    [t(lang, `reports:csv.flow.group.${report.by}`), ...headers(lang, 'flow', columns)],
    ...report.groups.map((group) => [group.label, ...figures(group)]),
    [t(lang, 'reports:csv.flow.all'), ...figures(report.total)],
  ];
}

const MONEY_COLUMNS = [
  'placements',
  'committedMonths',
  'committed',
  'paidMonths',
  'paid',
  'extensionsAsked',
  'extensionsApproved',
  'extensionsRefused',
  'extensionsWithdrawn',
  'extensionsPending',
  'extensionMonthsApproved',
  'earlyEnds',
] as const;

/** The money: a record per side with its currency; sides are never summed, their currencies differ. */
export function moneyRecords(report: MoneyReport, lang: Language): Records {
  return [
    headers(lang, 'money', ['side', 'currency', ...MONEY_COLUMNS]),
    ...report.sides.map((row) => [sideName(lang, row.side), row.currency, ...MONEY_COLUMNS.map((c) => row[c])]),
  ];
}
