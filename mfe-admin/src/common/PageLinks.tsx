import { useSearchParams } from '@mealprep/shared/router';
import { Pagination } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/**
 * An admin list's page links. The page is the address's `page` parameter (the other parameters,
 * a list's filters, stay), so Back and a reload keep it.
 */
export function PageLinks({ page, pages, label }: { page: number; pages: number; label: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  return (
    <Pagination
      page={page}
      pages={pages}
      onPageChange={(target) => {
        const next = new URLSearchParams(params);
        next.set('page', String(target));
        setParams(next);
      }}
      label={label}
      previousLabel={t('admin.logs.previous')}
      nextLabel={t('admin.logs.next')}
      pageLabel={(number) => t('admin.logs.page', { page: number })}
      status={t('admin.logs.pageOf', { page, last: pages })}
    />
  );
}
