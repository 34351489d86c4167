import { useState } from 'react';
import styled from 'styled-components';
import {
  useGetCartQuery,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from '@mealprep/shared/cart/api';
import { useSavedAddressesQuery } from '@mealprep/shared/account/api';
import { useBus } from '@mealprep/shared/bus';
import { businessDate, formatShopDate } from '@mealprep/shared/core';
import {
  CART_FORM_FIELDS,
  CART_FORMS,
  cartShown,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  cartFormAnchor,
  cartFormReturn,
  cartOutcomeOf,
  type CartOutcome,
} from '@mealprep/shared/cart';
import type { CartItem } from '@mealprep/shared/cart/contracts';
import { IN_PLACE_ATTRIBUTE, shows, STEP_ATTRIBUTE } from '@mealprep/shared/federation-contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import {
  Badge,
  Button,
  EmptyState,
  PageFrame,
  Skeleton,
  StepIcon,
  textStyle,
} from '@mealprep/shared/ui';
import { ResponsiveImg } from '@mealprep/shared/catalogue/ui';
import { LinkButton } from '@mealprep/shared/routes';
import { useLocation } from '@mealprep/shared/router';
import { useT } from '../i18n';

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A line: the product's picture, its name and details, its total, then the controls across the
 * whole width. On a phone the total goes under the details to leave the name room.
 */
const Line = styled.li`
  display: grid;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 6rem minmax(0, 1fr) auto;
  }

  h2 {
    margin: 0;
    ${textStyle('cardTitle')}
    /* Back from a − or + posted before the app (#cart-line-<id>): clear of the sticky header. */
    scroll-margin-top: 6rem;
  }

  p {
    margin: 0;
  }

  > p {
    grid-column: 2;

    ${({ theme }) => theme.media.sm} {
      grid-column: 3;
      grid-row: 1;
    }
  }
`;

/** The thumbnail's slot: 4.5rem on a phone, 6rem from sm (CSS px at 1x; srcset covers 2x). */
const THUMB_SIZES = '(min-width: 640px) 96px, 72px';

const Thumb = styled(ResponsiveImg)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    grid-row: 1 / span 2;
  }
`;

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;

  output {
    min-width: 2rem;
    text-align: center;
    font-weight: 600;
  }
`;

/** A price the server is working out again: shown, dimmed, until its answer. */
const Priced = styled.p`
  transition: opacity ${({ theme }) => theme.durations.fast};

  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};

  p {
    margin: 0;
    ${textStyle('amount')}
  }
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** What a − or + posted before the app started came back with (the app says it in a toast). */
const Posted = styled.p<{ $refused: boolean }>`
  flex-basis: 100%;
  color: ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.success)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * What changed about a line since it was added (docs/menu.md): its price (the new one is what
 * checkout charges), and the soonest delivery date it cannot be had on.
 */
function LineNotices({ item }: { item: CartItem }) {
  const t = useT();
  const locale = useLocale();
  const today = businessDate();
  const soonest = item.unavailable?.find((mark) => mark.date >= today);
  return (
    <>
      {item.previous_price != null && (
        <Notice>
          {t('checkout.cart.priceChanged', {
            from: formatMoney(item.previous_price),
            to: formatMoney(item.price),
          })}
        </Notice>
      )}
      {soonest && (
        <Notice>
          {t(`checkout.cart.${soonest.state}`, { date: formatShopDate(soonest.date, locale) })}
        </Notice>
      )}
    </>
  );
}

function CartLine({
  item,
  quantity,
  eager,
  busy,
  posted,
  returnTo,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  /** The outcome of this line's form, posted before the app started, if the address names one. */
  posted: CartOutcome | null;
  /** This page's address, for the form to come back to. */
  returnTo: string;
  /** The quantity shown: the one asked for while the change is on its way, else the cart's. */
  quantity: number;
  /** The first lines are above the fold: their pictures load at once. */
  eager: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const details = [
    t(`checkout.cart.type.${item.type}`),
    item.size ? t('checkout.cart.size', { size: item.size }) : null,
    item.servings > 1 ? t('checkout.cart.servings', { count: item.servings }) : null,
  ].filter(Boolean);
  return (
    <Line aria-labelledby={cartFormAnchor.line(item.id)}>
      {/* The name is the line's heading: the picture beside it adds nothing to read out. */}
      {item.image ? (
        <Thumb image={{ ...item.image, alt: '' }} sizes={THUMB_SIZES} eager={eager} />
      ) : (
        <span />
      )}
      <div>
        <h2 id={cartFormAnchor.line(item.id)}>{item.name}</h2>
        <p>
          <Badge>{details[0]}</Badge> {details.slice(1).join(' · ')}
        </p>
        <p>{t('checkout.cart.unitPrice', { price: formatMoney(item.price) })}</p>
        <LineNotices item={item} />
      </div>
      <Priced aria-busy={quantity !== item.quantity}>
        <span>{t('checkout.cart.lineTotal')}: </span>
        <strong {...shows(cartShown.lineTotal(item.id))}>{formatMoney(item.subtotal)}</strong>
      </Priced>
      {/* − and + post the new quantity before the app has started (CART_FORMS.quantity): the
          starter sends it and writes the answer into the page (IN_PLACE_ATTRIBUTE), or without
          scripts the browser posts it and the page comes back with it. */}
      <Controls method="post" action={CART_FORMS.quantity} {...{ [IN_PLACE_ATTRIBUTE]: '' }}>
        <input type="hidden" name={CART_FORM_FIELDS.line} value={item.id} />
        <input type="hidden" name={CART_FORM_FIELDS.returnTo} value={returnTo} />
        <Button
          type="submit"
          name={CART_FORM_FIELDS.quantity}
          value={quantity - 1}
          {...{ [STEP_ATTRIBUTE]: -1 }}
          size="sm"
          variant="secondary"
          aria-label={t('checkout.cart.decrease', { name: item.name })}
          disabled={busy || quantity <= CART_QUANTITY_MIN}
          onClick={(event) => {
            event.preventDefault();
            onQuantity(quantity - 1);
          }}
        >
          <StepIcon kind="minus" />
        </Button>
        <output
          aria-label={t('checkout.cart.quantity', { name: item.name })}
          {...shows(cartShown.lineQuantity(item.id))}
        >
          {quantity}
        </output>
        <Button
          type="submit"
          name={CART_FORM_FIELDS.quantity}
          value={quantity + 1}
          {...{ [STEP_ATTRIBUTE]: 1 }}
          size="sm"
          variant="secondary"
          aria-label={t('checkout.cart.increase', { name: item.name })}
          disabled={busy || quantity >= CART_QUANTITY_MAX}
          onClick={(event) => {
            event.preventDefault();
            onQuantity(quantity + 1);
          }}
        >
          <StepIcon kind="plus" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t('checkout.cart.remove', { name: item.name })}
          onClick={onRemove}
        >
          {t('checkout.cart.remove', { name: '' }).trim()}
        </Button>
        {posted && (
          <Posted $refused={posted !== 'updated'} role={posted === 'updated' ? 'status' : 'alert'}>
            {t(`checkout.cart.posted.${posted === 'updated' ? 'updated' : 'refused'}`, {
              max: CART_QUANTITY_MAX,
            })}
          </Posted>
        )}
      </Controls>
    </Line>
  );
}

/**
 * docs/spec.md §2 /cart: every item type, quantity, delete after the confirm of docs/spec.md §4,
 * sub_total. The cart is the data layer's one entry (the header's count reads it too); each change
 * answers the whole cart, which replaces it there. While the customer looks at a cart with
 * something in it, checkout's saved addresses are asked for, so checkout opens waiting for its
 * quote only.
 */
export default function CartPage() {
  const t = useT();
  const bus = useBus();
  const cart = useGetCartQuery();
  const [updateCartItem] = useUpdateCartItemMutation();
  const [removeCartItem] = useRemoveCartItemMutation();
  const [busy, setBusy] = useState<number | null>(null);
  // The quantity asked for shows at the tap; the prices follow the server's answer (marked busy
  // meanwhile), and a refused change goes back to the cart's quantity.
  const [asked, setAsked] = useState<{ id: number; quantity: number } | null>(null);
  useSavedAddressesQuery(undefined, { skip: !cart.data?.items.length });
  // A − or + posted before the app started came back with its outcome in the address; it is
  // said until the app makes a change of its own.
  const { pathname, search } = useLocation();
  const [postedShown, setPostedShown] = useState(true);
  const posted = postedShown ? cartOutcomeOf(new URLSearchParams(search)) : null;
  const returnTo = cartFormReturn(pathname, search);

  async function change(id: number, run: () => Promise<{ data?: unknown }>, toast: string) {
    setPostedShown(false);
    setBusy(id);
    try {
      const result = await run();
      if (result.data) bus.emit('toast.show', { variant: 'success', description: toast });
    } finally {
      setBusy(null);
    }
  }

  function setQuantity(item: CartItem, quantity: number) {
    setAsked({ id: item.id, quantity });
    void change(
      item.id,
      () => updateCartItem({ cart_id: item.id, quantity }),
      t('checkout.cart.updated'),
    ).finally(() => setAsked(null));
  }

  function remove(item: CartItem) {
    // The dialog names the line it removes, with its size: a cart may hold a dish in S and in L.
    const name = item.size ? `${item.name} (${item.size})` : item.name;
    bus.emit('confirm.open', {
      title: t('checkout.cart.removeTitle', { name }),
      message: t('checkout.cart.removeMessage'),
      confirmTitle: t('checkout.cart.removeConfirm'),
      cancelTitle: t('checkout.cart.keep'),
      action: () => change(item.id, () => removeCartItem(item.id), t('checkout.cart.removed')),
    });
  }

  if (!cart.data) {
    return (
      <PageFrame title={t('checkout.cart.title')}>
        {cart.isError && !cart.isFetching ? (
          <EmptyState
            title={t('checkout.page.error')}
            action={<Button onClick={() => void cart.refetch()}>{t('checkout.page.retry')}</Button>}
          />
        ) : (
          <Skeleton width="100%" height="10rem" radius="lg" />
        )}
      </PageFrame>
    );
  }

  const { items, sub_total: subTotal } = cart.data;
  if (items.length === 0) {
    return (
      <PageFrame title={t('checkout.cart.title')}>
        <EmptyState
          title={t('checkout.cart.empty')}
          description={t('checkout.cart.emptyBody')}
          action={<LinkButton to="foodMenu">{t('checkout.cart.browse')}</LinkButton>}
        />
      </PageFrame>
    );
  }

  const gone = posted?.outcome === 'gone' && !items.some((item) => item.id === posted.id);
  return (
    <PageFrame title={t('checkout.cart.title')}>
      {gone && <Notice role="alert">{t('checkout.cart.posted.gone')}</Notice>}
      <Lines aria-label={t('checkout.cart.items')}>
        {items.map((item, index) => (
          <CartLine
            key={item.id}
            item={item}
            quantity={asked?.id === item.id ? asked.quantity : item.quantity}
            eager={index < 2}
            busy={busy === item.id}
            posted={posted?.id === item.id ? posted.outcome : null}
            returnTo={returnTo}
            onQuantity={(quantity) => setQuantity(item, quantity)}
            onRemove={() => remove(item)}
          />
        ))}
      </Lines>
      <Footer>
        <Priced aria-busy={asked !== null}>
          {t('checkout.cart.subTotal')}:{' '}
          <span {...shows(cartShown.subTotal)}>{formatMoney(subTotal)}</span>
        </Priced>
        <LinkButton to="checkout">{t('checkout.cart.proceed')}</LinkButton>
      </Footer>
    </PageFrame>
  );
}
