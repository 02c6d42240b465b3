// A job's candidates, edit, change status (only the moves the API allows) and delete with a
// confirmation: in a list's row one button and a menu, on the job's page a row of buttons.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { JOB_STATUS_VALUES, JobStatus } from '@fis/shared/job-enums';
import { canChangeJobStatus } from '@fis/shared/job-status-schemas';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { useChangeJobStatus, useDeleteJob } from '../api/change-job-status';

type Pending = { kind: 'status'; to: JobStatus } | { kind: 'delete' };

interface JobActionsProps {
  job: Pick<CompanyJob, 'id' | 'positionName' | 'status'>;
  onDeleted?: () => void;
  size?: 'xs' | 'sm';
  /** In a list's row: the candidates link, everything else in a menu. On the job's page: all as buttons. */
  inRow?: boolean;
}

export function JobActions({ job, onDeleted, size = 'xs', inRow = false }: JobActionsProps) {
  const { t } = useTranslation('jobs');
  const changeStatus = useChangeJobStatus();
  const deleteJob = useDeleteJob();
  const [pending, setPending] = useState<Pending | null>(null);
  const moves = JOB_STATUS_VALUES.filter((to) => canChangeJobStatus(job.status, to));
  const editable = job.status !== JobStatus.CLOSED;

  const confirm = () => {
    if (!pending) return;
    const onError = (err: Error) => notifications.show({ color: 'red', message: err.message });
    if (pending.kind === 'delete') {
      deleteJob.mutate(job.id, {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message });
          setPending(null);
          onDeleted?.();
        },
        onError,
      });
      return;
    }
    changeStatus.mutate(
      { id: job.id, status: pending.to },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('actions.statusChanged', {
              name: job.positionName,
              status: t(`common:options.jobStatus.${pending.to}`),
            }),
          });
          setPending(null);
        },
        onError,
      },
    );
  };

  const candidatesLink = (
    <Button
      component={PageLink}
      to={`/company/job/${job.id}/candidates`}
      size={size}
      variant="light"
      aria-label={t('applications:candidates.linkLabel', { position: job.positionName })}
    >
      {t('applications:candidates.link')}
    </Button>
  );
  const statusItems = moves.map((to) => (
    <Menu.Item key={to} onClick={() => setPending({ kind: 'status', to })}>
      {t(`actions.moveTo.${to}`)}
    </Menu.Item>
  ));

  return (
    <>
      {inRow ? (
        // A row of a list: its one primary action, the rest in a menu (arrow keys move within it).
        <Group gap="xs" wrap="nowrap">
          {candidatesLink}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size={size}
                variant="default"
                aria-label={t('common:nav.moreActionsFor', { name: job.positionName })}
              >
                {t('common:nav.moreActions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {editable ? (
                <Menu.Item component={PageLink} to={`/company/modify-job/${job.id}`}>
                  {t('actions.edit')}
                </Menu.Item>
              ) : null}
              {statusItems}
              <Menu.Item color="red.9" onClick={() => setPending({ kind: 'delete' })}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ) : (
        <Group gap="xs" wrap="wrap">
          {candidatesLink}
          {editable ? (
            <Button
              component={PageLink}
              to={`/company/modify-job/${job.id}`}
              size={size}
              variant="light"
              aria-label={`${t('actions.edit')} ${job.positionName}`}
            >
              {t('actions.edit')}
            </Button>
          ) : null}
          {moves.length > 0 ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size={size} variant="default" aria-label={`${t('actions.changeStatus')} ${job.positionName}`}>
                  {t('actions.changeStatus')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>{statusItems}</Menu.Dropdown>
            </Menu>
          ) : null}
          <Button
            size={size}
            color="red"
            variant="subtle"
            onClick={() => setPending({ kind: 'delete' })}
            aria-label={`${t('actions.delete')} ${job.positionName}`}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.kind === 'delete'
            ? t('actions.deleteTitle', { name: job.positionName })
            : pending
              ? t('actions.statusTitle', {
                  name: job.positionName,
                  status: t(`common:options.jobStatus.${pending.to}`),
                })
              : ''
        }
      >
        <Text mb="lg">
          {pending?.kind === 'delete'
            ? t('actions.deleteBody')
            : pending?.to === JobStatus.CLOSED
              ? t('actions.closeBody')
              : pending?.to === JobStatus.ON_HOLD
                ? t('actions.holdBody')
                : t('actions.openBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color={pending?.kind === 'delete' || pending?.to === JobStatus.CLOSED ? 'red' : undefined}
            loading={changeStatus.isPending || deleteJob.isPending}
            onClick={confirm}
          >
            {t('common:actions.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
