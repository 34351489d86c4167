import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  type DishSizeCode,
  type MenuItem,
} from '@mealprep/shared/domain';
import { formatMoney } from '@mealprep/shared/i18n';
import { Badge, Button, Card, Skeleton } from '@mealprep/shared/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { useT } from '../i18n';
import { HalalBadge } from '../halal/HalalBadge';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { NutritionLabel } from './NutritionLabel';

const CardBody = styled(Card).attrs({ as: 'article', padding: 0 })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  min-height: 34rem;
`;

const Photo = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
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
    font-size: 0.875rem;
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

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Buy = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  flex-wrap: wrap;

  label {
    display: flex;
    flex-direction: column;
    font-size: 0.75rem;
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

/** A whole number of units in the cart's range, or null: 0, 100, 1.5 or "" are not quietly fixed. */
function quantityOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const units = Number(text.trim());
  return units >= CART_QUANTITY_MIN && units <= CART_QUANTITY_MAX ? units : null;
}

const Price = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

export interface DishCardProps {
  dish: MenuItem;
  eager?: boolean;
  priority?: boolean;
}

export function DishCard({ dish, eager, priority }: DishCardProps) {
  const t = useT();
  const id = useId();
  const { add, pending } = useAddToCart();
  const [size, setSize] = useState<DishSizeCode>(dish.sizes[0]?.size ?? 'S');
  const [quantity, setQuantity] = useState('1');
  const [checked, setChecked] = useState(false);
  const quantityInput = useRef<HTMLInputElement>(null);
  const units = quantityOf(quantity);
  const quantityError =
    checked && units === null
      ? t('catalog.menu.quantityError', { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX })
      : null;
  const errorId = `${id}-quantity-error`;
  const addToCart = () => {
    if (units === null) {
      setChecked(true);
      quantityInput.current?.focus();
      return;
    }
    void add({ planId: dish.id, planType: 'RECIPE', quantity: units, size, label: dish.name });
  };
  const chosen = dish.sizes.find((entry) => entry.size === size) ?? dish.sizes[0];
  const nameId = `${id}-name`;

  return (
    <CardBody aria-labelledby={nameId}>
      <Photo image={dish.image} eager={eager} priority={priority} />
      <Content>
        <Badges>
          <Badge tone={dish.line === 'vegetarian' ? 'primary' : 'accent'}>
            {t(`catalog.line.${dish.line}`)}
          </Badge>
          <HalalBadge halal={dish.halal} />
        </Badges>
        <Name id={nameId}>{dish.name}</Name>
        <Description>{dish.description}</Description>
        <Sizes>
          <legend>{t('catalog.menu.size')}</legend>
          {dish.sizes.map((entry) => (
            <label key={entry.size}>
              <input
                type="radio"
                name={`${id}-size`}
                value={entry.size}
                checked={entry.size === size}
                onChange={() => setSize(entry.size)}
              />
              {t(`catalog.size.${entry.size}`)}
            </label>
          ))}
        </Sizes>
        {chosen && <NutritionLabel size={chosen} allergens={dish.allergens} />}
        <Buy>
          <Price>{chosen ? formatMoney(chosen.price) : null}</Price>
          <label>
            {t('catalog.menu.quantity')}
            <input
              ref={quantityInput}
              type="number"
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
          <Button type="button" loading={pending} aria-describedby={nameId} onClick={addToCart}>
            {t('catalog.cart.add')}
          </Button>
          {quantityError && <QuantityError id={errorId}>{quantityError}</QuantityError>}
        </Buy>
      </Content>
    </CardBody>
  );
}

const PhotoSlot = styled.div`
  aspect-ratio: 4 / 3;
`;

/** A card's placeholder, the same height as a card (no layout shift). */
export function DishCardSkeleton() {
  return (
    <CardBody aria-hidden="true">
      <PhotoSlot>
        <Skeleton width="100%" height="100%" radius="sm" />
      </PhotoSlot>
      <Content>
        <Skeleton width="30%" height="1.25rem" />
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton width="100%" height="3.5rem" />
        <Skeleton width="60%" height="2.75rem" />
      </Content>
    </CardBody>
  );
}
