import styled from 'styled-components';
import { ALLERGENS, type Allergen } from '@mealprep/shared/catalogue';
import type { DishSize } from '@mealprep/shared/catalogue/contracts';
import { useT } from '../i18n';

/** Laid out like a printed nutrition panel: a boxed table, a heavy rule under the heading. */
const Panel = styled.table`
  width: 100%;
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 2px solid ${({ theme }) => theme.colors.text};
    border-bottom: 0;
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};

    span {
      display: block;
      font-weight: ${({ theme }) => theme.fontWeights.regular};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }

  thead th {
    border-bottom: 6px solid ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  th,
  td {
    padding: 0.125rem ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  td,
  thead th:last-child {
    text-align: right;
  }

  tbody tr:first-child th,
  tbody tr:first-child td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Contains = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * A dish's nutrition per serving of the chosen size (docs/spec.md §2.8): energy, carbohydrate,
 * protein and fat in the order of a Malaysian nutrition label, then what it contains.
 */
export function NutritionLabel({
  size,
  allergens,
}: {
  size: DishSize;
  allergens: readonly Allergen[];
}) {
  const t = useT();
  const rows = [
    ['catalog.label.energy', t('catalog.label.kcal', { value: size.calories })],
    ['catalog.label.carbohydrate', t('catalog.label.grams', { value: size.carbohydrate })],
    ['catalog.label.protein', t('catalog.label.grams', { value: size.protein })],
    ['catalog.label.fat', t('catalog.label.grams', { value: size.fat })],
  ] as const;
  const contains = ALLERGENS.filter((allergen) => allergens.includes(allergen)).map((allergen) =>
    t(`catalog.allergen.${allergen}`),
  );
  return (
    <div>
      <Panel>
        <caption>
          {t('catalog.label.title')}
          <span>{t('catalog.label.perServing', { size: t(`catalog.size.${size.size}`) })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.label.nutrient')}</th>
            <th scope="col">{t('catalog.label.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
      </Panel>
      <Contains>
        {contains.length > 0
          ? t('catalog.label.contains', { list: contains.join(', ') })
          : t('catalog.label.noAllergens')}
      </Contains>
    </div>
  );
}
