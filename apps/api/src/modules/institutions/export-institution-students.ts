import { Readable } from 'node:stream';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { InstitutionStudentFilters } from '@fis/shared/institution-schemas';
import type { SignedInContext } from '../../context.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { CSV_BOM, type CsvValue, csvRow } from '../../lib/csv.js';
import { coordinatorInstitution } from '../../policies/institution-students.js';
import { labelOf } from '../admin-lists/admin-list.js';
import { fileHeader } from './confirmation-file.js';
import { readAllStudents } from './institution-students-repository.js';

/**
 * GET /v1/institution/students/export-csv: the students the filters find, as the file the
 * coordinator fills in and uploads back (confirmation-file.ts reads it): headers in the
 * coordinator's language, each confirmation Yes, No or empty. The download is audited.
 */
export async function exportInstitutionStudents(
  ctx: SignedInContext,
  filters: InstitutionStudentFilters,
): Promise<{ fileName: string; stream: Readable }> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  const students = await readAllStudents(ctx.db, institution, ctx.clock.now(), filters);
  await writeAudit(ctx.db, ctx.clock, {
    actorUserId: ctx.user.id,
    action: 'institution.students-exported',
    entityType: 'user',
    entityId: ctx.user.id,
    details: { institution, rows: students.length },
    ip: ctx.ip,
  });
  const yesNo = (value: boolean | null | undefined) =>
    value === true ? t(ctx.lang, 'institution:csv.yes') : value === false ? t(ctx.lang, 'institution:csv.no') : null;
  const records: CsvValue[][] = [
    fileHeader(ctx.lang),
    ...students.map((student) => [
      student.id,
      student.email,
      student.englishName,
      student.chineseName,
      student.faculty,
      student.programme,
      labelOf(ctx.lang, `common:options.educationLevel.${student.educationLevel}`, student.educationLevel),
      student.graduationYear,
      yesNo(student.confirmation?.fullTimeStudent),
      yesNo(student.confirmation?.fintechProgramme),
      yesNo(student.confirmation?.enrolled),
      yesNo(student.confirmation?.graduation),
      student.confirmation?.note ?? null,
    ]),
  ];
  return {
    fileName: `${institution}-students-${hongKongDate(ctx.clock.now())}.csv`,
    stream: Readable.from([CSV_BOM, ...records.map(csvRow)]),
  };
}
