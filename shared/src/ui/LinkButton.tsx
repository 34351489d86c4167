import { styled } from 'styled-components';
import { AppLink } from '../routes/AppLink';
import { buttonStyles, type ButtonStyleProps } from './Button';
import { omitProps } from './omitProps';

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
