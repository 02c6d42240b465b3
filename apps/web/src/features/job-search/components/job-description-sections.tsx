// What the company wrote about the job: the skills wanted, the description and the requirements,
// each a section under its heading (converted into the reader's Chinese script, with the text as
// written a click away).
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConvertedParagraph } from '../../../components/ui/converted-text';

/** A section of the page named by its heading (`id`, the heading's, labels the section). */
function HeadedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function JobDescriptionSections({ job }: { job: JobDetail }) {
  const { t } = useTranslation('search');
  return (
    <>
      {job.skills.length > 0 && (
        <HeadedSection id="job-skills" title={t('detail.skills')}>
          <Group gap="xs">
            {job.skills.map((skill) => (
              <Badge key={skill} variant="outline" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        </HeadedSection>
      )}

      <HeadedSection id="job-description" title={t('detail.description')}>
        <ConvertedParagraph text={job.description} original={job.original?.description} />
      </HeadedSection>

      <HeadedSection id="job-requirements" title={t('detail.requirements')}>
        <ConvertedParagraph text={job.requirements} original={job.original?.requirements} />
      </HeadedSection>
    </>
  );
}
