import { styled } from 'styled-components';
import { useCartCount } from '@mealprep/shared/cart/api';
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
`;

/** docs/spec.md §2: the cart icon with the number of items; the link's name says both. */
export function CartLink() {
  const t = useShellT();
  // The one cart entry of the data layer (a change's answer lands there, no GET follows it),
  // with what an "Add to cart" under way adds.
  const count = useCartCount();
  return (
    <Anchor to="cart" nav aria-label={t('shell.nav.cart', { count })}>
      <CartIcon />
      {count > 0 && <Count>{count > 99 ? '99+' : count}</Count>}
    </Anchor>
  );
}
