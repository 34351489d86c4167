import { styled } from 'styled-components';
import { useCartCount } from '@mealprep/shared/cart/api';
import { cartCountProps, cartCountText } from '@mealprep/shared/federation-contracts';
import { Badge } from '@mealprep/shared/ui';
import { useShellT } from '../messages';
import { BarLink } from './headerStyles';
import { CartIcon } from './icons';

const Anchor = styled(BarLink)`
  position: relative;
  padding: 0 ${({ theme }) => theme.space[2]};
`;

const Count = styled(Badge)`
  position: absolute;
  top: 0.125rem;
  right: -0.125rem;

  &[hidden] {
    display: none;
  }
`;

/**
 * docs/spec.md §2: the cart icon with the number of items; the link's name says both. The count
 * is in the HTML at 0 too (hidden): before the app runs, the starter writes an "Add to cart"'s
 * new count into it (`cartCountProps`, docs/architecture/server-rendering.md).
 */
export function CartLink() {
  const t = useShellT();
  // The one cart entry of the data layer (a change's answer lands there, no GET follows it),
  // with what an "Add to cart" under way adds.
  const count = useCartCount();
  return (
    <Anchor to="cart" nav aria-label={t('shell.nav.cart', { count })}>
      <CartIcon />
      <Count {...cartCountProps(count)}>{cartCountText(count)}</Count>
    </Anchor>
  );
}
