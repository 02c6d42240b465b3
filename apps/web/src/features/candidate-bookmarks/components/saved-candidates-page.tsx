// /company/manage-candidates: the candidates the company saved, most recently saved first, found
// by name; each links to the candidate's page, shows their latest application to the company (it
// opens in the drawer the route gives) and can be removed (after a confirmation). Keyword and page
// live in the URL.
import type { SavedCandidate } from '@fis/shared/candidate-bookmark-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InstitutionText } from '../../../components/ui/institution-logo';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useNotifyFailure } from '../../../lib/notify';
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { readSavedCandidatesParams, useSavedCandidates, useToggleCandidateBookmark } from '../api/candidate-bookmarks';

const SKILLS_SHOWN = 6;

/**
 * `applicationDrawer` shows an application (the applications feature's drawer, from the route
 * file); `id` null: closed.
 */
export function SavedCandidatesPage({
  applicationDrawer,
}: {
  applicationDrawer(id: string | null, onClose: () => void): ReactNode;
}) {
  const { t } = useTranslation('candidates');
  const { date } = useDates();
  const { params, setParam } = useUrlParams();
  const { keyword: filterKeyword, page } = readSavedCandidatesParams(params);
  const query = useSavedCandidates(filterKeyword, page);
  const toggle = useToggleCandidateBookmark();
  const notifyFailure = useNotifyFailure();
  const [keyword, setKeyword] = useKeywordParam(filterKeyword, (words) => setParam('keyword', words));
  const [removing, setRemoving] = useState<SavedCandidate | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  // Removing the last candidate of a later page leaves it empty: go back to the first.
  const emptyLaterPage = page > 1 && query.data?.items.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an emptied page should move
  useEffect(() => {
    if (emptyLaterPage) setParam('page', null, { inEffect: true });
  }, [emptyLaterPage]);

  const confirmRemove = () => {
    if (!removing) return;
    toggle.mutate(
      { candidateId: removing.id, save: false },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message });
          setRemoving(null);
        },
        onError: notifyFailure,
      },
    );
  };

  const institutionOf = (c: SavedCandidate) => institutionLabel(c, t);

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={280} />;
  else if (query.isError) body = <LoadError message={t('saved.error')} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0 && page === 1)
    body = (
      <EmptyState
        title={filterKeyword ? t('saved.noMatch') : t('saved.empty')}
        hint={filterKeyword ? undefined : t('saved.emptyHint')}
        action={
          filterKeyword ? undefined : (
            <Button component={PageLink} to="/company/candidates">
              {t('saved.browse')}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {t('saved.total', { count: query.data.total })}
        </Text>
        {query.data.items.map((candidate) => {
          const name = applicantName(candidate);
          const latest = candidate.latestApplication;
          return (
            <Card key={candidate.id} withBorder padding="md" component="article" aria-label={name}>
              <Stack gap="sm">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <Avatar src={candidate.avatarUrl} alt="" radius="xl" size="lg" name={candidate.englishName} />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor component={PageLink} to={`/company/candidate/${candidate.id}`} fw={600}>
                      {name}
                    </Anchor>
                    <InstitutionText institution={candidate.institution}>
                      {t('saved.studying', { programme: candidate.programme, institution: institutionOf(candidate) })}
                    </InstitutionText>
                    <Text size="sm" c="dimmed">
                      {t('saved.graduation', { year: candidate.graduationYear })} ·{' '}
                      {t('saved.savedOn', { date: date(candidate.bookmarkedAt) })}
                    </Text>
                  </Stack>
                </Group>
                {candidate.skills.length > 0 ? (
                  <Group gap={6} aria-label={t('saved.skills')}>
                    {candidate.skills.slice(0, SKILLS_SHOWN).map((skill) => (
                      <Badge key={skill} variant="outline" color="gray" tt="none">
                        {skill}
                      </Badge>
                    ))}
                    {candidate.skills.length > SKILLS_SHOWN ? (
                      <Text size="xs" c="dimmed">
                        {t('saved.moreSkills', { count: candidate.skills.length - SKILLS_SHOWN })}
                      </Text>
                    ) : null}
                  </Group>
                ) : null}
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">{t('saved.applications', { count: candidate.applicationCount })}</Text>
                  {latest ? (
                    <>
                      <Text size="sm" c="dimmed">
                        · {t('saved.latest', { position: latest.job.positionName })}
                      </Text>
                      <CompanyStageBadge stage={latest.stage} />
                    </>
                  ) : null}
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="xs"
                    component={PageLink}
                    to={`/company/candidate/${candidate.id}`}
                    aria-label={t('saved.viewProfileLabel', { name })}
                  >
                    {t('saved.viewProfile')}
                  </Button>
                  {latest ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('saved.openLatestLabel', { name, position: latest.job.positionName })}
                      onClick={() => setViewing(latest.id)}
                    >
                      {t('saved.openLatest')}
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('saved.removeLabel', { name })}
                    onClick={() => setRemoving(candidate)}
                  >
                    {t('saved.remove')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={page}
          onChange={(p) => setParam('page', p === 1 ? null : String(p))}
        />
      </Stack>
    );

  return (
    <Stack maw={1000} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('saved.title')}</Title>
        <Text c="dimmed">{t('saved.intro')}</Text>
      </Stack>
      <TextInput
        label={t('saved.keyword')}
        placeholder={t('saved.keywordPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        type="search"
        maw={360}
      />
      {body}
      <ConfirmDialog
        opened={removing !== null}
        title={removing ? t('saved.confirmTitle', { name: applicantName(removing) }) : ''}
        body={t('saved.confirmBody')}
        confirmLabel={t('saved.remove')}
        busy={toggle.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      {applicationDrawer(viewing, () => setViewing(null))}
    </Stack>
  );
}
