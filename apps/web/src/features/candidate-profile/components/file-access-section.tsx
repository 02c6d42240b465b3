// "Who can see your files": each company that can open some of the candidate's files now, through
// which application, which files and why, and until when (docs/decisions/011). The list comes from
// the same rule the API applies when a company opens a file.
import { companyNameIn } from '@fis/shared/company-name';
import type { FileAccessItem } from '@fis/shared/file-access-schemas';
import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConvertedCompanyName, ConvertedText } from '../../../components/ui/converted-text';
import { LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { CandidateStageBadge } from '../../../components/ui/stage-badge';
import { formatDate } from '../../../lib/dates';
import { useFileAccess } from '../api/get-file-access';
import { SectionCard } from './section-card';

function AccessItem({ item }: { item: FileAccessItem }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Stack component="li" gap={6} py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="wrap">
        <ConvertedCompanyName company={item.company}>
          {(name, lang) => (
            <Text fw={600} lang={lang}>
              {name}
            </Text>
          )}
        </ConvertedCompanyName>
        <ConvertedText text={item.job.positionName} original={item.job.original?.positionName} markOnly>
          {(position, lang) => (
            <Text c="dimmed" size="sm" lang={lang}>
              {position}
            </Text>
          )}
        </ConvertedText>
        <CandidateStageBadge stage={item.stage} />
      </Group>
      <Text size="sm">
        {item.until
          ? t('fileAccess.until', { date: formatDate(item.until, i18n.language) })
          : t('fileAccess.whileOpen')}
      </Text>
      <List
        size="sm"
        spacing={2}
        aria-label={t('fileAccess.filesOf', { company: companyNameIn(item.company, i18n.language) })}
      >
        {item.files.map((file) => (
          <List.Item key={file.id}>
            {t('fileAccess.file', { name: file.originalName, reason: t(`fileAccess.reason.${file.reason}`) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function FileAccessSection() {
  const { t } = useTranslation('profile');
  const query = useFileAccess();
  return (
    <SectionCard title={t('fileAccess.title')} description={t('fileAccess.intro')}>
      {query.isPending ? (
        <Skeleton height={60} />
      ) : query.isError ? (
        <LoadError message={t('fileAccess.loadError')} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fileAccess.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((item) => (
            <AccessItem key={item.applicationId} item={item} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
