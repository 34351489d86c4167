import { useParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Card, PageFrame, Skeleton, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useLogQuery } from './api';
import { formatWhen } from '../common/formatWhen';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** `/admin/logs/:id`: every detail of one client error log. */
export default function LogPage() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams<'id'>();
  const { currentData: log, isError: missing } = useLogQuery(id);

  return (
    <PageFrame title={t('admin.log.title', { id })}>
      <AppLink to="adminLogs">{t('admin.log.back')}</AppLink>
      {missing && <Text role="alert">{t('admin.log.notFound')}</Text>}
      {!log && !missing && <Skeleton height="12rem" />}
      {log && (
        <Card>
          <Details>
            <dt>{t('admin.logs.status')}</dt>
            <dd>{log.statusCode}</dd>
            <dt>{t('admin.logs.message')}</dt>
            <dd>{log.message}</dd>
            <dt>{t('admin.logs.received')}</dt>
            <dd>{formatWhen(log.createdAt, locale)}</dd>
            <dt>{t('admin.log.seenAt')}</dt>
            <dd>{formatWhen(log.date, locale)}</dd>
            <dt>{t('admin.logs.user')}</dt>
            <dd>{log.userId ?? '—'}</dd>
            <dt>{t('admin.logs.remote')}</dt>
            <dd>{log.remote ?? '—'}</dd>
            <dt>{t('admin.log.version')}</dt>
            <dd>{log.remoteVersion ?? '—'}</dd>
            <dt>{t('admin.log.url')}</dt>
            <dd>{log.url ?? '—'}</dd>
            <dt>{t('admin.log.userAgent')}</dt>
            <dd>{log.userAgent ?? '—'}</dd>
          </Details>
        </Card>
      )}
    </PageFrame>
  );
}
