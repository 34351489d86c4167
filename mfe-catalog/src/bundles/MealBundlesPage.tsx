import { useId } from 'react';
import styled from 'styled-components';
import type { Bundle } from '@mealprep/shared/catalogue/contracts';
import { formatMoney } from '@mealprep/shared/i18n';
import {
  Button,
  Card,
  EmptyState,
  PageFrame,
  Skeleton,
  VisuallyHidden,
  textStyle,
} from '@mealprep/shared/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { HalalBadge } from '../halal/HalalBadge';
import { useT } from '../i18n';
import { useBundlesQuery } from './api';
import { ResponsiveImg } from '../images/ResponsiveImg';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const BundleCard = styled(Card).attrs({ as: 'article', padding: 0 })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const Photo = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    ${textStyle('cardTitle')}
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.space[5]};
    ${textStyle('small')}
  }
`;

const Prices = styled.p`
  margin-top: auto !important;
  ${textStyle('amount')}

  s {
    margin-left: ${({ theme }) => theme.space[2]};
    ${textStyle('small')}
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function BundleItemCard({ bundle, priority }: { bundle: Bundle; priority: boolean }) {
  const t = useT();
  const id = useId();
  const { add, pending } = useAddToCart();
  return (
    <BundleCard aria-labelledby={id}>
      <Photo image={bundle.image} priority={priority} eager={priority} />
      <Body>
        <div>
          <HalalBadge halal={bundle.halal} />
        </div>
        <h2 id={id}>{bundle.name}</h2>
        <p>{bundle.description}</p>
        <ul aria-label={t('catalog.bundles.dishes')}>
          {bundle.items.map((item) => (
            <li key={`${item.dish_id}-${item.size}`}>
              {t('catalog.bundles.item', {
                quantity: item.quantity,
                name: item.name,
                size: item.size,
                calories: item.calories,
              })}
            </li>
          ))}
        </ul>
        <Prices>
          {formatMoney(bundle.price)}
          {bundle.items_price !== bundle.price && (
            // aria-label is not allowed on <s> (screen readers skip it): the explanation is
            // hidden text instead, read once in place of the bare struck-out price.
            <s>
              <VisuallyHidden>
                {t('catalog.bundles.itemsPrice', { price: formatMoney(bundle.items_price) })}
              </VisuallyHidden>
              <span aria-hidden="true">{formatMoney(bundle.items_price)}</span>
            </s>
          )}
        </Prices>
        <Button
          loading={pending}
          aria-describedby={id}
          onClick={() =>
            void add({ productId: bundle.id, productType: 'MEAL', quantity: 1, label: bundle.name })
          }
        >
          {t('catalog.cart.add')}
        </Button>
      </Body>
    </BundleCard>
  );
}

export default function MealBundlesPage() {
  const t = useT();
  const { data: bundles, isError, isFetching, refetch } = useBundlesQuery();
  const failed = isError && !isFetching;

  return (
    <PageFrame title={t('catalog.mealBundles.title')}>
      {!bundles && !failed && (
        <Cards aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} width="100%" height="32rem" radius="lg" />
          ))}
        </Cards>
      )}
      {!bundles && failed && (
        <EmptyState
          title={t('catalog.page.error')}
          action={<Button onClick={() => void refetch()}>{t('catalog.menu.retry')}</Button>}
        />
      )}
      {bundles && (
        <Cards>
          {bundles.map((bundle, index) => (
            <BundleItemCard key={bundle.id} bundle={bundle} priority={index === 0} />
          ))}
        </Cards>
      )}
    </PageFrame>
  );
}
