import { styled } from 'styled-components';
import { formatShopMoment } from '@mealprep/shared/core';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { useLocale } from '@mealprep/shared/i18n';
import { VisuallyHidden, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import type { ProblemStep } from './OrderProblems';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  color: ${({ theme, $done }) => ($done ? theme.colors.text : theme.colors.textMuted)};

  &::before {
    content: '';
    width: 0.875rem;
    height: 0.875rem;
    margin-top: 0.3rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme, $done }) => ($done ? theme.colors.primary : 'transparent')};
  }
`;

const When = styled.span`
  display: block;
  ${textStyle('small')};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The order's life as the customer reads it (docs/architecture.md §9.8): each step of its method,
 * done with when it happened, or still ahead. The current step is marked for screen readers.
 */
export function OrderTimeline({
  order,
  problems = [],
}: {
  order: OrderDetail;
  /** Problems reported after delivery and their resolutions, after the order's own steps. */
  problems?: readonly ProblemStep[];
}) {
  const t = useT();
  const locale = useLocale();
  if (order.timeline.length === 0) return null;
  // The latest problem entry is where the order stands once there is one.
  const current =
    problems.length > 0
      ? -1
      : order.timeline.reduce((last, step, index) => (step.at !== null ? index : last), -1);
  return (
    <Steps aria-label={t('account.order.timeline')}>
      {order.timeline.map((step, index) => (
        <Step
          key={step.step}
          $done={step.at !== null}
          aria-current={index === current ? 'step' : undefined}
        >
          <span>
            {t(`account.order.timeline.${step.step}`)}
            {step.at !== null ? (
              <When>{formatShopMoment(step.at, locale)}</When>
            ) : (
              <VisuallyHidden>{t('account.order.timeline.ahead')}</VisuallyHidden>
            )}
            {/* The courier's live page while the order is on its way (docs/courier.md). */}
            {step.step === 'out_for_delivery' &&
              order.status === 'out_for_delivery' &&
              order.tracking_url && (
                <When>
                  <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                    {t('account.order.timeline.track')}
                  </a>
                </When>
              )}
          </span>
        </Step>
      ))}
      {problems.map((entry, index) => (
        <Step
          key={entry.key}
          $done
          aria-current={index === problems.length - 1 ? 'step' : undefined}
        >
          <span>
            {t(`account.order.timeline.${entry.label}`)}
            <When>{formatShopMoment(entry.at, locale)}</When>
          </span>
        </Step>
      ))}
    </Steps>
  );
}
