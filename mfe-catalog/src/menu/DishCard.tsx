import { useId } from 'react';
import styled from 'styled-components';
import type { MenuItem } from '@mealprep/shared/catalogue/contracts';
import { AppLink } from '@mealprep/shared/routes';
import { Badge, Card, Skeleton } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { HalalBadge } from '../halal/HalalBadge';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { AvailabilityMark } from './AvailabilityMark';
import { DishOrder } from './DishOrder';
import { NutritionLabel } from './NutritionLabel';

const CardBody = styled(Card).attrs({ as: 'article', padding: 0 })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  min-height: 34rem;
`;

const Photo = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;

  a {
    color: inherit;
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DishCardProps {
  dish: MenuItem;
  eager?: boolean;
  priority?: boolean;
}

export function DishCard({ dish, eager, priority }: DishCardProps) {
  const t = useT();
  const nameId = `${useId()}-name`;

  return (
    <CardBody aria-labelledby={nameId}>
      <Photo image={dish.image} eager={eager} priority={priority} />
      <Content>
        <Badges>
          <Badge tone={dish.line === 'vegetarian' ? 'primary' : 'accent'}>
            {t(`catalog.line.${dish.line}`)}
          </Badge>
          <HalalBadge halal={dish.halal} />
          <AvailabilityMark unavailable={dish.unavailable} />
        </Badges>
        {/* The dish's own page: a plain link, so it works before the app starts and by keyboard. */}
        <Name id={nameId}>
          <AppLink to="dish" params={{ id: dish.slug }}>
            {dish.name}
          </AppLink>
        </Name>
        <Description>{dish.description}</Description>
        <DishOrder dish={dish} nameId={nameId}>
          {(chosen) => <NutritionLabel size={chosen} allergens={dish.allergens} />}
        </DishOrder>
      </Content>
    </CardBody>
  );
}

const PhotoSlot = styled.div`
  aspect-ratio: 4 / 3;
`;

/** A card's placeholder, the same height as a card (no layout shift). */
export function DishCardSkeleton() {
  return (
    <CardBody aria-hidden="true">
      <PhotoSlot>
        <Skeleton width="100%" height="100%" radius="sm" />
      </PhotoSlot>
      <Content>
        <Skeleton width="30%" height="1.25rem" />
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton width="100%" height="3.5rem" />
        <Skeleton width="60%" height="2.75rem" />
      </Content>
    </CardBody>
  );
}
