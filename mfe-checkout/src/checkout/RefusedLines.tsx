import styled from 'styled-components';
import type { FieldErrors } from '@mealprep/shared/api';
import { Heading } from '@mealprep/shared/ui';
import { useT } from '../i18n';

const Box = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

/** The cart lines an order was refused for (`items.<cart line id>`), by line id. */
export function refusedLines(errors: FieldErrors): [id: string, message: string][] {
  return Object.entries(errors)
    .filter(([field]) => /^items\.\d+$/.test(field))
    .map(([field, [message = '']]) => [field.slice('items.'.length), message]);
}

/**
 * The lines that cannot be had on the date chosen (a dish sold out or paused, docs/menu.md), each
 * named with its reason as the API said it: the customer removes it or picks another date.
 */
export function RefusedLines({ errors }: { errors: FieldErrors }) {
  const t = useT();
  const lines = refusedLines(errors);
  if (lines.length === 0) return null;
  return (
    <Box role="alert" aria-labelledby="refused-lines-title">
      <Heading level={2} size="md" id="refused-lines-title">
        {t('checkout.lines.title')}
      </Heading>
      <ul>
        {lines.map(([id, message]) => (
          <li key={id} data-cart-line={id}>
            {message}
          </li>
        ))}
      </ul>
    </Box>
  );
}
