import { styled } from 'styled-components';
import { Grid } from '@mealprep/shared/ui';

/** A list of cards: one column on a phone, as many as fit on a wider screen. */
export const CardList = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;
