import { styled } from 'styled-components';
import { AppLink } from './AppLink';
import { buttonStyles, type ButtonStyleProps } from '../ui/Button';
import { omitProps } from '../ui/omitProps';

/**
 * A link to a route of the table that looks like a button: `<LinkButton to="foodMenu">`. It keeps
 * the language prefix and prefetches the page as `AppLink` does; `variant`, `size` and
 * `fullWidth` style it as `Button`. For an address outside the route table use `ButtonLink`.
 */
export const LinkButton = styled(AppLink).withConfig({
  shouldForwardProp: omitProps('variant', 'size', 'fullWidth'),
})<ButtonStyleProps>`
  ${buttonStyles}
`;
