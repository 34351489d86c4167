import styled from 'styled-components';
import { CART_QUANTITY_MAX, type CartOutcome } from '@mealprep/shared/cart';
import { useT } from '../i18n';

const Said = styled.p<{ $refused: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $refused }) => ($refused ? 400 : 600)};
`;

/**
 * What an "Add to cart" posted as a form came back with, said beside the button it was posted
 * from (docs/architecture/server-rendering.md, "Taps before the start"): the page's address names
 * the outcome (`?cart=added.12`). A success is a status, a refusal an alert; nothing otherwise.
 */
export function PostedOutcome({ outcome }: { outcome: CartOutcome | null }) {
  const t = useT();
  if (outcome === 'added') {
    return (
      <Said role="status" $refused={false}>
        {t('catalog.cart.posted.added')}
      </Said>
    );
  }
  if (outcome === 'unavailable' || outcome === 'limit' || outcome === 'invalid') {
    return (
      <Said role="alert" $refused>
        {t(`catalog.cart.posted.${outcome}`, { max: CART_QUANTITY_MAX })}
      </Said>
    );
  }
  return null;
}
