import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CART_FORM_FIELDS,
  CART_FORMS,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  cartFormAnchor,
  cartOutcomeFor,
} from '@mealprep/shared/cart';
import { DISH_SIZES, type DishSizeCode } from '@mealprep/shared/catalogue';
import type { DishSize, MenuItem } from '@mealprep/shared/catalogue/contracts';
import { IN_PLACE_ATTRIBUTE } from '@mealprep/shared/federation-contracts';
import { formatMoney } from '@mealprep/shared/i18n';
import { useLocation } from '@mealprep/shared/router';
import { Button } from '@mealprep/shared/ui';
import { CartAddFields } from '../cart/CartAddFields';
import { PostedOutcome } from '../cart/PostedOutcome';
import { useAddToCart } from '../cart/useAddToCart';
import { useT } from '../i18n';

/**
 * Every size's price and details are in the page, the chosen one shown: by the checked radio
 * itself (CSS), so a size chosen before the app has started shows its price and label at once
 * (docs/architecture.md §2.4, "Taps before the start"); the app keeps the other sizes `hidden`
 * once it runs, as the server's HTML does for the first size.
 */
const Order = styled.form`
  display: contents;

  ${DISH_SIZES.map(
    (code) => `
  &:has(input[value='${code}']:checked) [data-size='${code}'] {
    display: contents;
  }
  &:has(input[value='${code}']:checked) [data-size]:not([data-size='${code}']) {
    display: none;
  }`,
  ).join('')}
`;

const Sizes = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.75rem;
    cursor: pointer;
  }
`;

const Buy = styled.div`
  display: flex;
  /* Back from the form's post (#order-<id>), the row is brought to the middle of the screen. */
  scroll-margin-top: 40vh;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  flex-wrap: wrap;

  label {
    display: flex;
    flex-direction: column;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  input {
    width: 4.5rem;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const QuantityError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

/** A whole number of units in the cart's range, or null: 0, 100, 1.5 or "" are not quietly fixed. */
function quantityOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const units = Number(text.trim());
  return units >= CART_QUANTITY_MIN && units <= CART_QUANTITY_MAX ? units : null;
}

export interface DishOrderProps {
  dish: MenuItem;
  /** The id of the dish's name on the page: the button says which dish it adds. */
  nameId?: string;
  /** What the page shows of the chosen size between the choice and the price (the card's label). */
  children?: (chosen: DishSize) => ReactNode;
}

/**
 * Ordering a dish, wherever the dish is shown (a menu card, its own page): the size (S or L), the
 * chosen size's price, a quantity in the cart's range and "Add to cart" (useAddToCart: a guest is
 * sent to sign in and the dish added once back). A quantity out of range is said beside the field
 * and nothing is added.
 *
 * It is a form the server answers (`CART_FORMS.add`): before the app has started the page's
 * starter sends it and shows the answer in place (`IN_PLACE_ATTRIBUTE`: the header's count, the
 * outcome said); without scripts the browser posts it, and the page comes back with its outcome
 * in the address, said here, and scrolled to this row. A guest is sent to sign in with the dish
 * kept, and added once signed in. Once the app runs, it cancels the post and adds with the JSON
 * call (a guest's add as before).
 */
export function DishOrder({ dish, nameId, children }: DishOrderProps) {
  const t = useT();
  const id = useId();
  const { add, pending } = useAddToCart();
  const { search } = useLocation();
  const [size, setSize] = useState<DishSizeCode>(dish.sizes[0]?.size ?? 'S');
  const [quantity, setQuantity] = useState('1');
  const [checked, setChecked] = useState(false);
  // What an earlier post of this form came back with, until the app adds again.
  const [posted, setPosted] = useState(true);
  const quantityInput = useRef<HTMLInputElement>(null);
  const units = quantityOf(quantity);
  const quantityError =
    checked && units === null
      ? t('catalog.menu.quantityError', { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX })
      : null;
  const outcome = posted ? cartOutcomeFor(new URLSearchParams(search), dish.id) : null;
  const errorId = `${id}-quantity-error`;
  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    if (units === null) {
      setChecked(true);
      quantityInput.current?.focus();
      return;
    }
    setPosted(false);
    void add({
      productId: dish.id,
      productType: 'RECIPE',
      quantity: units,
      size,
      label: dish.name,
    });
  };
  const chosen = dish.sizes.find((entry) => entry.size === size) ?? dish.sizes[0];

  return (
    <Order
      method="post"
      action={CART_FORMS.add}
      noValidate
      onSubmit={addToCart}
      {...{ [IN_PLACE_ATTRIBUTE]: '' }}
    >
      <CartAddFields productId={dish.id} type="RECIPE" />
      <Sizes>
        <legend>{t('catalog.menu.size')}</legend>
        {dish.sizes.map((entry) => (
          <label key={entry.size}>
            <input
              type="radio"
              name={CART_FORM_FIELDS.size}
              value={entry.size}
              checked={entry.size === size}
              onChange={() => setSize(entry.size)}
            />
            {t(`catalog.size.${entry.size}`)}
          </label>
        ))}
      </Sizes>
      {children &&
        dish.sizes.map((entry) => (
          <div key={entry.size} data-size={entry.size} hidden={entry.size !== chosen?.size}>
            {children(entry)}
          </div>
        ))}
      <Buy id={cartFormAnchor.dish(dish.id)}>
        <Price>
          {dish.sizes.map((entry) => (
            <span key={entry.size} data-size={entry.size} hidden={entry.size !== chosen?.size}>
              {formatMoney(entry.price)}
            </span>
          ))}
        </Price>
        <label>
          {t('catalog.menu.quantity')}
          <input
            ref={quantityInput}
            type="number"
            name={CART_FORM_FIELDS.quantity}
            inputMode="numeric"
            min={CART_QUANTITY_MIN}
            max={CART_QUANTITY_MAX}
            value={quantity}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? errorId : undefined}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => setChecked(true)}
          />
        </label>
        <Button type="submit" loading={pending} aria-describedby={nameId}>
          {t('catalog.cart.add')}
        </Button>
        {quantityError && <QuantityError id={errorId}>{quantityError}</QuantityError>}
        <PostedOutcome outcome={outcome} />
      </Buy>
    </Order>
  );
}
