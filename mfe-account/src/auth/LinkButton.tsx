import { styled } from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';
import { buttonStyles, type ButtonStyleProps } from '@mealprep/shared/ui';

const styleProps = new Set(['variant', 'size', 'fullWidth']);

/** A link to a route of the table that looks like a button. */
export const LinkButton = styled(AppLink).withConfig({
  shouldForwardProp: (prop) => !styleProps.has(prop),
})<ButtonStyleProps>`
  ${buttonStyles}
`;
