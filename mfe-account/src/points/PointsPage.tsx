import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiPaths } from '@mealprep/shared/api';
import {
  CONTACT_CHAT_URL,
  type PointsTotal,
  type PointsTransaction,
} from '@mealprep/shared/domain';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import {
  Button,
  ButtonLink,
  Card,
  Cluster,
  EmptyState,
  PageFrame,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
} from '@mealprep/shared/ui';
import { useResource } from '../data/useResource';
import { useT } from '../i18n';
import { formatDateTime } from '../orders/format';

const PER_PAGE = 10;

const Balance = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    font-size: 2rem;
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
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const params = useMemo(() => ({ page, per_page: PER_PAGE }), [page]);
  const total = useResource<PointsTotal>(apiPaths.pointsTotal);
  const history = useResource<PointsTransaction[]>(apiPaths.pointsTransactions, params);
  const count = history.state.status === 'ready' ? (history.state.meta?.total ?? 0) : 0;
  const pages = Math.max(1, Math.ceil(count / PER_PAGE));
  const failed = total.state.status === 'error' || history.state.status === 'error';

  return (
    <PageFrame title={t('account.points.title')}>
      <Balance as="section" aria-label={t('account.points.balance')}>
        <Text>{t('account.points.balance')}</Text>
        {total.state.status === 'ready' ? (
          <strong>{t('account.points.count', { count: total.state.data.total })}</strong>
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
                total.retry();
                history.retry();
              }}
            >
              {t('account.page.retry')}
            </Button>
          }
        />
      )}
      {history.state.status === 'loading' && (
        <Stack gap={2} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} width="100%" height="4.5rem" radius="lg" />
          ))}
        </Stack>
      )}
      {history.state.status === 'ready' && history.state.data.length === 0 && (
        <EmptyState
          title={t('account.points.emptyTitle')}
          description={t('account.points.emptyBody')}
          action={
            <ButtonLink as={AppLink} to="foodMenu">
              {t('account.orders.browse')}
            </ButtonLink>
          }
        />
      )}
      {history.state.status === 'ready' && history.state.data.length > 0 && (
        <Stack gap={3}>
          <h2 style={{ margin: 0 }}>{t('account.points.history')}</h2>
          <History aria-label={t('account.points.history')}>
            {history.state.data.map((row) => (
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
                    {formatDateTime(row.created_at, locale)} ·{' '}
                    {t('account.points.balanceAfter', { count: row.balance_after })}
                    {row.order && (
                      <>
                        {' · '}
                        {t('account.points.orderOf', {
                          number: row.order.order_no,
                          date: formatDateTime(row.order.created_at, locale),
                        })}{' '}
                        <AppLink to="orderSummary" params={{ id: row.order.id }}>
                          {t('account.points.receipt')}
                        </AppLink>
                      </>
                    )}
                  </small>
                </Entry>
              </li>
            ))}
          </History>
          {pages > 1 && (
            <nav aria-label={t('account.points.pages')}>
              <Cluster justify="space-between">
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setSearch({ page: String(page - 1) })}
                >
                  {t('account.orders.previous')}
                </Button>
                <span>{t('account.orders.pageOf', { page, pages })}</span>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => setSearch({ page: String(page + 1) })}
                >
                  {t('account.orders.next')}
                </Button>
              </Cluster>
            </nav>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
