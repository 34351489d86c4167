import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CART_FORM_FIELDS,
  CART_FORMS,
  cartFormAnchor,
  cartOutcomeFor,
} from '@mealprep/shared/cart';
import type { Bundle } from '@mealprep/shared/catalogue/contracts';
import { IN_PLACE_ATTRIBUTE } from '@mealprep/shared/federation-contracts';
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
import { useLocation } from '@mealprep/shared/router';
import { CartAddFields } from '../cart/CartAddFields';
import { PostedOutcome } from '../cart/PostedOutcome';
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

/** The button across the card, as before it was a form; the outcome, if any, under it. */
const Order = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  /* Back from the form's post (#order-<id>), the button is brought to the middle of the screen. */
  scroll-margin-top: 40vh;
`;

/**
 * "Add to cart" for a bundle (one at a time), a form the server answers (`CART_FORMS.add`), as a
 * dish's is (DishOrder): before the app has started the page's starter sends it and shows the
 * answer in place, or without scripts the browser posts it and the page comes back scrolled here
 * with the outcome said; a guest is sent to sign in with the bundle kept (`?add=7.B.1`). Once the
 * app runs, it cancels the post and adds with the JSON call.
 */
function BundleOrder({ bundle, nameId }: { bundle: Bundle; nameId: string }) {
  const t = useT();
  const { add, pending } = useAddToCart();
  const { search } = useLocation();
  // What an earlier post of this form came back with, until the app adds again.
  const [posted, setPosted] = useState(true);
  const outcome = posted ? cartOutcomeFor(new URLSearchParams(search), bundle.id) : null;
  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    setPosted(false);
    void add({ productId: bundle.id, productType: 'MEAL', quantity: 1, label: bundle.name });
  };
  return (
    <Order
      id={cartFormAnchor.dish(bundle.id)}
      method="post"
      action={CART_FORMS.add}
      noValidate
      onSubmit={addToCart}
      {...{ [IN_PLACE_ATTRIBUTE]: '' }}
    >
      <CartAddFields productId={bundle.id} type="MEAL" />
      <input type="hidden" name={CART_FORM_FIELDS.quantity} value="1" />
      <Button type="submit" loading={pending} aria-describedby={nameId}>
        {t('catalog.cart.add')}
      </Button>
      <PostedOutcome outcome={outcome} />
    </Order>
  );
}

function BundleItemCard({ bundle, priority }: { bundle: Bundle; priority: boolean }) {
  const t = useT();
  const id = useId();
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
        <BundleOrder bundle={bundle} nameId={id} />
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
