import { useState } from 'react';
import styled from 'styled-components';
import { readerLocale } from '@mealprep/shared/core';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink, useAppNavigate } from '@mealprep/shared/routes';
import { selectIsLoggedIn, useAppSelector } from '@mealprep/shared/store';
import { Button, EmptyState, PageFrame, Skeleton, StepIcon, textStyle } from '@mealprep/shared/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { ctaLinkStyles } from '../home/Carousel';
import { HalalBadge } from '../halal/HalalBadge';
import { useT } from '../i18n';
import { useFixedMealPlanQuery } from './api';
import { ResponsiveImg } from '../images/ResponsiveImg';

const Layout = styled.div`
  display: grid;
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
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

const Price = styled.p`
  ${textStyle('section')}
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    ${textStyle('cardSubtitle')}
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const SignUp = styled(AppLink)`
  ${ctaLinkStyles}
`;

/**
 * The plan's energy a day, from its days' own totals ("830–931"), so the page never claims a
 * figure its dishes do not add up to (finding 11: "about 1,000 kcal" over days of 830–931).
 */
function dailyCalories(days: readonly { calories: number }[], locale: string): string | null {
  if (days.length === 0) return null;
  const values = days.map((day) => Math.round(day.calories));
  const number = new Intl.NumberFormat(readerLocale(locale));
  const [low, high] = [Math.min(...values), Math.max(...values)].map((n) => number.format(n));
  return low === high ? (low ?? null) : `${low}–${high}`;
}

export default function FixedMealPlanPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useAppNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { add, pending } = useAddToCart();
  const { data: plan, isError, isFetching, refetch } = useFixedMealPlanQuery();
  // The plan's own quantity until the customer changes it.
  const [chosenQuantity, setQuantity] = useState<number | null>(null);
  const quantity = chosenQuantity ?? plan?.quantity ?? 1;

  if (!plan) {
    return (
      <PageFrame title={t('catalog.fixedMealPlan.title')}>
        {!(isError && !isFetching) ? (
          <Layout aria-hidden="true">
            <Skeleton width="100%" height="18rem" radius="lg" />
            <Skeleton width="100%" height="18rem" radius="lg" />
          </Layout>
        ) : (
          <EmptyState
            title={t('catalog.page.error')}
            action={<Button onClick={() => void refetch()}>{t('catalog.menu.retry')}</Button>}
          />
        )}
      </PageFrame>
    );
  }

  const order = async (thenCart: boolean) => {
    const added = await add({
      productId: plan.id,
      productType: 'STANDARD',
      quantity,
      label: plan.name,
    });
    if (added && thenCart) navigate('cart');
  };

  return (
    <PageFrame title={t('catalog.fixedMealPlan.title')}>
      <Layout>
        <Photo image={plan.image} priority />
        <Summary>
          <div>
            <HalalBadge halal={plan.halal} />
          </div>
          <h2>{plan.name}</h2>
          <p>{plan.description}</p>
          <p>
            {t('catalog.fixedMealPlan.facts', {
              days: plan.days_per_week,
              meals: plan.meals_per_day,
              shelf: plan.shelf_life_days,
            })}
          </p>
          {dailyCalories(plan.days, locale) && (
            <p>
              {t('catalog.fixedMealPlan.calories', {
                calories: dailyCalories(plan.days, locale),
              })}
            </p>
          )}
          <Price>
            {t('catalog.fixedMealPlan.price', { price: formatMoney(plan.price_per_week) })}
          </Price>
          {loggedIn ? (
            <>
              <Stepper role="group" aria-label={t('catalog.menu.quantity')}>
                <Button
                  variant="secondary"
                  aria-label={t('catalog.quantity.decrease')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity(Math.max(1, quantity - 1))}
                >
                  <StepIcon kind="minus" />
                </Button>
                <output aria-live="polite">{quantity}</output>
                <Button
                  variant="secondary"
                  aria-label={t('catalog.quantity.increase')}
                  disabled={quantity >= plan.max_quantity}
                  onClick={() => setQuantity(Math.min(plan.max_quantity, quantity + 1))}
                >
                  <StepIcon kind="plus" />
                </Button>
              </Stepper>
              <Actions>
                <Button variant="secondary" loading={pending} onClick={() => void order(false)}>
                  {t('catalog.cart.add')}
                </Button>
                <Button loading={pending} onClick={() => void order(true)}>
                  {t('catalog.fixedMealPlan.orderNow')}
                </Button>
              </Actions>
            </>
          ) : (
            <div role="note">
              <p>{t('catalog.fixedMealPlan.signUpPrompt')}</p>
              <p>
                <SignUp to="register">{t('catalog.fixedMealPlan.signUp')}</SignUp>
              </p>
            </div>
          )}
        </Summary>
      </Layout>
      <Days aria-label={t('catalog.fixedMealPlan.days')}>
        {plan.days.map((day) => (
          <li key={day.day}>
            <h3>{t('catalog.fixedMealPlan.day', { day: day.day })}</h3>
            <ul>
              {day.meals.map((meal) => (
                <li key={meal.meal}>
                  {meal.name} ({meal.size}, {meal.calories} kcal)
                </li>
              ))}
            </ul>
            <small>
              {t('catalog.fixedMealPlan.dayTotal', {
                calories: day.calories,
                protein: day.protein,
                carbohydrate: day.carbohydrate,
                fat: day.fat,
              })}
            </small>
          </li>
        ))}
      </Days>
    </PageFrame>
  );
}
