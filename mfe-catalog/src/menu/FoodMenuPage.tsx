import type { MouseEvent } from 'react';
import { Link } from '@mealprep/shared/router';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, PageFrame, Spinner, Text } from '@mealprep/shared/ui';
import { DeliveryCheck } from '../home/DeliveryCheck';
import { useT } from '../i18n';
import { DishCard, DishCardSkeleton } from './DishCard';
import { MenuControls } from './MenuControls';
import { useMenu } from './useMenu';
import { useFirstRowFirst } from './useFirstRowFirst';
import { useOtherTabReady } from './prefetch';
import { useReleaseDrillFault } from './releaseDrillFault';
import { menuQueryOf, useMenuSearch } from './useMenuSearch';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

/**
 * "Load more": a link to the same menu with one more page (works without JavaScript; with it, a
 * client navigation that appends the page). While that page loads it stays in place, busy, so
 * keyboard focus is not lost.
 */
function LoadMore({ href, loading }: { href: string; loading: boolean }) {
  const t = useT();
  const ignoreWhileLoading = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loading) event.preventDefault();
  };
  return (
    <ButtonLink
      as={Link}
      to={href}
      replace
      variant="secondary"
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={ignoreWhileLoading}
    >
      {loading && <Spinner size="sm" />}
      {t('catalog.menu.loadMore')}
    </ButtonLink>
  );
}

export default function FoodMenuPage() {
  useReleaseDrillFault();
  const t = useT();
  const search = useMenuSearch();
  const { menu, hrefFor } = search;
  const query = menuQueryOf(menu);
  const { state, retry } = useMenu(query, menu.page);
  useOtherTabReady(menu);
  const cards = useFirstRowFirst(state.items, JSON.stringify(query));

  return (
    <PageFrame title={t('catalog.foodMenu.title')}>
      <DeliveryCheck />
      <MenuControls search={search} />
      <div>
        {state.status === 'error' && state.items.length === 0 ? (
          <EmptyState
            title={t('catalog.menu.error')}
            action={<Button onClick={retry}>{t('catalog.menu.retry')}</Button>}
          />
        ) : state.status === 'ready' && state.items.length === 0 ? (
          <EmptyState
            title={t('catalog.menu.empty')}
            description={t('catalog.menu.emptyHint')}
            action={
              <ButtonLink
                as={Link}
                to={hrefFor({ line: 'all', freeFrom: [], q: '' })}
                variant="secondary"
              >
                {t('catalog.menu.clearFilters')}
              </ButtonLink>
            }
          />
        ) : (
          <>
            <Cards aria-busy={state.status === 'loading'}>
              {/* Only the first photo (a phone's LCP) loads at once: on a server-rendered page
                  every eager image is preloaded in the head and would share a phone's bandwidth
                  with it; the browser's lazy-load margin still fetches the first row at once. */}
              {cards.map((dish, index) => (
                <DishCard key={dish.id} dish={dish} priority={index === 0} />
              ))}
              {state.status === 'loading' &&
                Array.from({ length: state.items.length ? 4 : 8 }, (_, index) => (
                  <DishCardSkeleton key={`skeleton-${index}`} />
                ))}
            </Cards>
            {state.status === 'loading' && (
              <Text tone="muted" role="status">
                {t('catalog.menu.loading')}
              </Text>
            )}
            {state.status === 'error' && (
              <More>
                <Text role="alert">{t('catalog.menu.error')}</Text>
                <Button onClick={retry}>{t('catalog.menu.retry')}</Button>
              </More>
            )}
            {state.status === 'ready' && (
              <More>
                <Text tone="muted" role="status">
                  {t('catalog.menu.shown', { shown: state.items.length, total: state.total })}
                </Text>
                {state.items.length < state.total && (
                  <LoadMore href={hrefFor({ page: menu.page + 1 })} loading={state.loadingMore} />
                )}
              </More>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
