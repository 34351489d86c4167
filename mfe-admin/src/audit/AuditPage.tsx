import { useSearchParams } from '@mealprep/shared/router';
import { useLocale } from '@mealprep/shared/i18n';
import { PageFrame, Table, Text } from '@mealprep/shared/ui';
import { formatWhen } from '../common/formatWhen';
import { ListStates } from '../common/ListStates';
import { PageLinks } from '../common/PageLinks';
import { useT } from '../i18n';
import { useAuditLogQuery } from './api';
import { describeAuditEntry } from './describeAuditEntry';

/**
 * `/admin/audit` (docs/architecture.md §9.8), for admins: what staff did, newest first, a page at
 * a time, each entry as a sentence with its time in Kuala Lumpur and who did it.
 */
export default function AuditPage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // Each change elsewhere writes an entry: the log is asked again whenever it is opened.
  const { currentData: result, error } = useAuditLogQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.per_page)) : 1;

  return (
    <PageFrame title={t('admin.audit.title')}>
      <Text tone="muted">{t('admin.audit.intro')}</Text>
      <ListStates
        data={result}
        error={error}
        failed={t('admin.audit.failed')}
        empty={t('admin.audit.empty')}
        isEmpty={(result) => result.meta.total === 0}
      >
        {(result) => (
          <>
            <Table caption={t('admin.audit.list', { total: result.meta.total })}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.when')}</th>
                  <th scope="col">{t('admin.audit.who')}</th>
                  <th scope="col">{t('admin.audit.what')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatWhen(entry.created_at, locale)}</td>
                    <td>{entry.actor}</td>
                    <td>{describeAuditEntry(entry, t)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <PageLinks page={page} pages={pages} label={t('admin.audit.pages')} />
          </>
        )}
      </ListStates>
    </PageFrame>
  );
}
