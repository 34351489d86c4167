import styled from 'styled-components';
import { apiErrorOf, skipToken } from '@mealprep/shared/api';
import type { DishDetails } from '@mealprep/shared/catalogue/contracts';
import { ALLERGENS } from '@mealprep/shared/catalogue';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { useParams } from '@mealprep/shared/router';
import { AppLink, documentTitle, pageTitle, LinkButton } from '@mealprep/shared/routes';
import {
  Badge,
  Button,
  EmptyState,
  PageFrame,
  SectionCard,
  Skeleton,
  Table,
  Text,
} from '@mealprep/shared/ui';
import { HalalBadge } from '../halal/HalalBadge';
import { AvailabilityMark, LaterUnavailableDates } from '../menu/AvailabilityMark';
import { useT } from '../i18n';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { DishOrder } from '../menu/DishOrder';
import { useDishQuery } from './api';
import { usePageTitle } from './usePageTitle';

const Trail = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Layout = styled.div`
  display: grid;
  /* One column that never grows past the page (a wide table scrolls inside its own box). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Photo = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }

  p {
    margin: 0;
  }
`;

const Contains = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The photo takes about two fifths of the page beside the summary, the whole width on a phone. */
const PHOTO_SIZES = '(min-width: 768px) 40vw, 100vw';

/** The nutrient rows of the size table, in the order of a Malaysian nutrition label (as the card's). */
const NUTRIENTS = [
  ['catalog.label.energy', 'calories', 'catalog.label.kcal'],
  ['catalog.label.carbohydrate', 'carbohydrate', 'catalog.label.grams'],
  ['catalog.label.protein', 'protein', 'catalog.label.grams'],
  ['catalog.label.fat', 'fat', 'catalog.label.grams'],
] as const;

function Dish({ dish }: { dish: DishDetails }) {
  const t = useT();
  const contains = ALLERGENS.filter((allergen) => dish.allergens.includes(allergen)).map(
    (allergen) => t(`catalog.allergen.${allergen}`),
  );

  return (
    <PageFrame title={dish.name}>
      <Trail aria-label={t('catalog.dish.trail')}>
        <ol>
          <li>
            <AppLink to="foodMenu">{t('catalog.foodMenu.title')}</AppLink>
          </li>
          <li aria-current="page">{dish.name}</li>
        </ol>
      </Trail>
      <Layout>
        {/* The page's largest picture: loaded at once, as the menu's first photo is. */}
        <Photo image={dish.image} priority sizes={PHOTO_SIZES} />
        <Summary>
          <Badges>
            <Badge tone={dish.line === 'vegetarian' ? 'primary' : 'accent'}>
              {t(`catalog.line.${dish.line}`)}
            </Badge>
            <HalalBadge halal={dish.halal} />
            <AvailabilityMark unavailable={dish.unavailable} />
          </Badges>
          <p>{dish.description}</p>
          <LaterUnavailableDates unavailable={dish.unavailable} />
          <DishOrder dish={dish} />
        </Summary>
      </Layout>
      <Sections>
        <SectionCard title={t('catalog.dish.ingredients')} titleSize="xl">
          {dish.ingredients.length > 0 && (
            <ul>
              {dish.ingredients.map((ingredient) => (
                <li key={ingredient}>{ingredient}</li>
              ))}
            </ul>
          )}
          <Contains>
            {contains.length > 0
              ? t('catalog.label.contains', { list: contains.join(', ') })
              : t('catalog.label.noAllergens')}
          </Contains>
        </SectionCard>
        <SectionCard title={t('catalog.dish.nutrition')} titleSize="xl">
          <Table caption={t('catalog.dish.nutritionCaption')} numericFrom={1}>
            <thead>
              <tr>
                <th scope="col">{t('catalog.label.nutrient')}</th>
                {dish.sizes.map((size) => (
                  <th scope="col" key={size.size}>
                    {t(`catalog.size.${size.size}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NUTRIENTS.map(([label, field, unit]) => (
                <tr key={label}>
                  <th scope="row">{t(label)}</th>
                  {dish.sizes.map((size) => (
                    <td key={size.size}>{t(unit, { value: size[field] })}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{t('catalog.dish.price')}</th>
                {dish.sizes.map((size) => (
                  <td key={size.size}>{formatMoney(size.price)}</td>
                ))}
              </tr>
            </tbody>
          </Table>
        </SectionCard>
        {dish.reheating && (
          <SectionCard title={t('catalog.dish.reheating')} titleSize="xl">
            <p>{dish.reheating}</p>
          </SectionCard>
        )}
        <SectionCard title={t('catalog.dish.storage')} titleSize="xl">
          {dish.storage && <p>{dish.storage}</p>}
          <p>{t('catalog.dish.shelfLife', { days: dish.shelf_life_days })}</p>
        </SectionCard>
      </Sections>
    </PageFrame>
  );
}

/**
 * A dish's own page (`/food-menu/<slug>`, docs/spec.md §2.1): photo, description, ingredients and
 * what it contains, nutrition and price per size, reheating, storage and shelf life, whether it
 * is halal, and ordering as on the menu card. Rendered on the server with its data; a slug no
 * dish has is the "not found" page (the server answers it with 404).
 */
export default function DishPage() {
  const t = useT();
  const locale = useLocale();
  // The route's `:id` is the dish's slug (shared/src/routes/routeTable.ts).
  const { id: slug } = useParams<{ id: string }>();
  const { data: dish, error, isError, isFetching, refetch } = useDishQuery(slug ?? skipToken);
  // A dish the API does not have, also while it is asked again (an answer from the server's
  // render is asked for once more when the app starts): the page stays as the server sent it.
  const missing = !slug || apiErrorOf(error)?.status === 404;
  usePageTitle(dish ? pageTitle(dish.name) : missing ? documentTitle('notFound', locale) : null);

  if (dish) return <Dish dish={dish} />;
  if (missing) {
    return (
      <PageFrame title={t('catalog.dish.notFound')}>
        <Text>{t('catalog.dish.notFoundHint')}</Text>
        <div>
          <LinkButton to="foodMenu">{t('catalog.dish.toMenu')}</LinkButton>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('catalog.dish.title')}>
      {isError && !isFetching ? (
        <EmptyState
          title={t('catalog.page.error')}
          action={<Button onClick={() => void refetch()}>{t('catalog.menu.retry')}</Button>}
        />
      ) : (
        <>
          <Layout aria-hidden="true">
            <Skeleton width="100%" height="18rem" radius="lg" />
            <Skeleton width="100%" height="18rem" radius="lg" />
          </Layout>
          <Text tone="muted" role="status">
            {t('catalog.dish.loading')}
          </Text>
        </>
      )}
    </PageFrame>
  );
}
