import { PLAN_TARGETS, type PlanTarget } from '../vocabulary';
import { styled, useTheme } from 'styled-components';
import type { DailyRequirements } from '../profile.contract';
import type { NutritionTotals, PlanMiss } from '../plan.contract';
import { offTargetPercent, PLAN_TOLERANCE } from '../planAccuracy';

import { Heading, Text } from '../../ui';
import { usePlanT } from './messages';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    grid-column: 1 / -1;
    display: block;
    width: 100%;
    height: 0.625rem;
  }
`;

const Status = styled.span<{ $hit: boolean }>`
  color: ${({ theme, $hit }) => ($hit ? theme.colors.success : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Misses = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: 1.1rem;
  }
`;

/** Room right of the target, so a day over it still shows where the target is. */
const HEADROOM = 1.3;

/**
 * One bar: the tolerance band around the target, the day's figure, and the target line. Drawn
 * for the eye only (aria-hidden); the row's text carries the same figures.
 */
function Bar({ value, target, hit }: { value: number; target: number; hit: boolean }) {
  const scale = Math.max(target * HEADROOM, value, 1);
  const x = (figure: number) => (figure / scale) * 100;
  const { colors } = useTheme();
  return (
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="100" height="10" rx="2" fill={colors.skeleton} />
      <rect
        x={x(target * (1 - PLAN_TOLERANCE))}
        y="0"
        width={x(target * 2 * PLAN_TOLERANCE)}
        height="10"
        fill={colors.primarySubtle}
      />
      <rect
        x="0"
        y="2"
        width={x(value)}
        height="6"
        rx="1"
        fill={hit ? colors.primary : colors.accentStrong}
      />
      <rect x={x(target) - 0.4} y="0" width="0.8" height="10" fill={colors.text} />
    </svg>
  );
}

/**
 * A day against the daily targets (docs/spec.md §2.8): per nutrient its figure and target in text
 * and as a bar, and beside them the planner's misses in words. A nutrient is on target unless the
 * planner reported a miss for it (shared `planAccuracy`).
 */
export function DayChart({
  day,
  totals,
  targets,
  misses,
}: {
  day: number;
  totals: NutritionTotals;
  targets: DailyRequirements | null;
  misses: PlanMiss[];
}) {
  const t = usePlanT();
  const figure = (target: PlanTarget, value: number, goal: number) =>
    t(target === 'calories' ? 'planView.kcalOf' : 'planView.gramsOf', {
      value: Math.round(value),
      target: Math.round(goal),
    });
  // A miss says how far and which way, not only that it missed.
  const offBy = (value: number, goal: number) => {
    const percent = offTargetPercent(value, goal);
    return t(percent >= 0 ? 'planView.above' : 'planView.below', {
      percent: Math.abs(percent),
    });
  };
  return (
    <Layout>
      <section aria-labelledby={`plan-chart-${day}`}>
        <Heading level={3} id={`plan-chart-${day}`} size="sm">
          {t('planView.chart', { day })}
        </Heading>
        {targets ? (
          <Rows>
            {PLAN_TARGETS.map((target) => {
              const hit = !misses.some((miss) => miss.target === target);
              return (
                <Row key={target}>
                  <span>
                    <strong>{t(`planView.${target}`)}</strong>{' '}
                    {figure(target, totals[target], targets[target])}
                  </span>
                  <Status $hit={hit}>
                    {hit ? t('planView.hit') : offBy(totals[target], targets[target])}
                  </Status>
                  <Bar value={totals[target]} target={targets[target]} hit={hit} />
                </Row>
              );
            })}
          </Rows>
        ) : (
          <Text size="sm" tone="muted">
            {t('planView.noTargets')}
          </Text>
        )}
      </section>
      {misses.length > 0 ? (
        <Misses role="note" aria-label={t('planView.missesTitle')}>
          <strong>{t('planView.missesTitle')}</strong>
          <ul>
            {misses.map((miss) => (
              <li key={miss.target}>{miss.reason}</li>
            ))}
          </ul>
        </Misses>
      ) : (
        targets && (
          <Text size="sm" tone="success">
            {t('planView.onTarget')}
          </Text>
        )
      )}
    </Layout>
  );
}
