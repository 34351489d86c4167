import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { CONTACT_CHAT_URL } from '@mealprep/shared/account';
import { formatShopMoment } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  Card,
  EmptyState,
  PageFrame,
  Pagination,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
  textStyle,
} from '@mealprep/shared/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { pageCount, pageOf } from '../common/paging';
import { useT } from '../i18n';
import { usePointsHistoryQuery, usePointsTotalQuery } from './api';

const PER_PAGE = 10;

const Balance = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    ${textStyle('figure')}
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const History = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Card).attrs({ padding: 4 })`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  grid-template-columns: 1fr auto;

  .amount {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }

  .earned {
    color: ${({ theme }) => theme.colors.primary};
  }

  small {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** `/account/points`: balance, the note on redemption (docs/spec.md §1) and the history (docs/spec.md §3). */
export default function PointsPage() {
  const t = useT();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const total = usePointsTotalQuery();
  const history = usePointsHistoryQuery({ page, per_page: PER_PAGE });
  const pages = pageCount(history.data?.total ?? 0, PER_PAGE);
  const failed = (!total.data && total.isError) || (!history.data && history.isError);

  return (
    <PageFrame title={t('account.points.title')}>
      <Balance as="section" aria-label={t('account.points.balance')}>
        <Text>{t('account.points.balance')}</Text>
        {total.data ? (
          <strong>{t('account.points.count', { count: total.data.total })}</strong>
        ) : (
          <Skeleton width="8rem" height="2.5rem" />
        )}
        <Text>
          {t('account.points.redeem')}{' '}
          <a href={CONTACT_CHAT_URL} target="_blank" rel="noreferrer">
            {t('account.points.contact')}
          </a>
        </Text>
      </Balance>
      {failed && (
        <EmptyState
          title={t('account.page.error')}
          action={
            <Button
              onClick={() => {
                void total.refetch();
                void history.refetch();
              }}
            >
              {t('account.page.retry')}
            </Button>
          }
        />
      )}
      {history.isLoading && (
        <Stack gap={2} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} width="100%" height="4.5rem" radius="lg" />
          ))}
        </Stack>
      )}
      {history.data?.rows.length === 0 && (
        <EmptyState
          title={t('account.points.emptyTitle')}
          description={t('account.points.emptyBody')}
          action={<LinkButton to="foodMenu">{t('account.orders.browse')}</LinkButton>}
        />
      )}
      {history.data && history.data.rows.length > 0 && (
        <Stack gap={3}>
          <h2 style={{ margin: 0 }}>{t('account.points.history')}</h2>
          <History aria-label={t('account.points.history')}>
            {history.data.rows.map((row) => (
              <li key={row.id}>
                <Entry>
                  {/* The ledger's remark is stored in one language: say where points came from in the page's. */}
                  <span>
                    {row.order
                      ? t('account.points.fromOrder', { number: row.order.order_no })
                      : t('account.points.adjustment', { remarks: row.remarks })}
                  </span>
                  <span className={`amount ${row.earned > 0 ? 'earned' : ''}`}>
                    {row.earned > 0 ? (
                      <>
                        <Hidden>{t('account.points.earned')} </Hidden>+{row.earned}
                      </>
                    ) : (
                      <>
                        <Hidden>{t('account.points.deducted')} </Hidden>−{row.deducted}
                      </>
                    )}
                  </span>
                  <small>
                    {formatShopMoment(row.created_at, locale)} ·{' '}
                    {t('account.points.balanceAfter', { count: row.balance_after })}
                    {row.order && (
                      <>
                        {' · '}
                        {t('account.points.orderOf', {
                          number: row.order.order_no,
                          date: formatShopMoment(row.order.created_at, locale),
                        })}{' '}
                        {row.receipt_url && (
                          <a href={row.receipt_url} download>
                            {t('account.points.receipt')}
                          </a>
                        )}
                      </>
                    )}
                  </small>
                </Entry>
              </li>
            ))}
          </History>
          <Pagination
            page={page}
            pages={pages}
            onPageChange={(target) => setSearch({ page: String(target) })}
            label={t('account.points.pages')}
            previousLabel={t('account.orders.previous')}
            nextLabel={t('account.orders.next')}
            pageLabel={(number) => t('account.orders.page', { page: number })}
            status={t('account.orders.pageOf', { page, pages })}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
