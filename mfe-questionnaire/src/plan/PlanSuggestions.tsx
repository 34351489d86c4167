import { useBus } from '@mealprep/shared/bus';
import { amountToSen } from '@mealprep/shared/core';
import type { MealPlan, PlanSuggestion } from '@mealprep/shared/plan/contracts';
import { formatMoney, formatSen } from '@mealprep/shared/i18n';
import { Button, Card, Heading, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useAcceptPlanSuggestionMutation } from './api';

/**
 * The plan's suggestions as one-click options with their effect (docs/planner.md, Suggestions):
 * accepting one changes the answers and makes the plan again; the plan shows as being made until
 * the new one is ready. Nothing is offered on a locked plan or while another change runs.
 */
export function PlanSuggestions({ plan, onAccepted }: { plan: MealPlan; onAccepted?: () => void }) {
  const t = useT();
  const bus = useBus();
  const [accept, accepting] = useAcceptPlanSuggestionMutation();
  const suggestions = plan.suggestions ?? [];
  if (plan.locked || plan.status !== 'ready' || suggestions.length === 0) return null;
  const running = accepting.isLoading ? accepting.originalArgs?.suggestionId : undefined;
  return (
    <Card>
      <section aria-label={t('questionnaire.suggestions.title')}>
        <Stack gap={3}>
          <Heading level={3}>{t('questionnaire.suggestions.title')}</Heading>
          <Text size="sm" tone="muted">
            {t('questionnaire.suggestions.hint')}
          </Text>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Stack gap={1}>
                  <Text weight="bold">{suggestion.text}</Text>
                  <Text>
                    {t('questionnaire.suggestions.effect', {
                      before: suggestion.days_before,
                      after: suggestion.days_after,
                      days: suggestion.days,
                    })}
                  </Text>
                  {/* A change that brings single targets on (fat) while a day stays off on
                      another says so (docs/planner.md, Suggestions). */}
                  {suggestion.days_after === suggestion.days_before &&
                    typeof suggestion.targets_before === 'number' &&
                    typeof suggestion.targets_after === 'number' && (
                      <Text>
                        {t('questionnaire.suggestions.targetsEffect', {
                          before: suggestion.targets_before,
                          after: suggestion.targets_after,
                          targets: suggestion.targets ?? suggestion.days * 4,
                        })}
                      </Text>
                    )}
                  <PriceChange now={plan.price} suggestion={suggestion} />
                  <div>
                    <Button
                      variant="secondary"
                      aria-label={t('questionnaire.suggestions.applyLabel', {
                        text: suggestion.text,
                      })}
                      loading={running === suggestion.id}
                      disabled={accepting.isLoading && running !== suggestion.id}
                      onClick={async () => {
                        const result = await accept({
                          planId: plan.id,
                          suggestionId: suggestion.id,
                        });
                        if ('error' in result) return;
                        bus.emit('toast.show', {
                          variant: 'info',
                          description: t('questionnaire.plan.regenerating'),
                        });
                        onAccepted?.();
                      }}
                    >
                      {t('questionnaire.suggestions.apply')}
                    </Button>
                  </div>
                </Stack>
              </li>
            ))}
          </ul>
        </Stack>
      </section>
    </Card>
  );
}

/**
 * What the change does to the week's price, before it is applied (allowing
 * a balancing side took a plan from RM 208.40 to RM 230.60 a week without saying so).
 */
function PriceChange({ now, suggestion }: { now: string | null; suggestion: PlanSuggestion }) {
  const t = useT();
  const before = now === null ? null : amountToSen(now);
  const after = suggestion.price_after ? amountToSen(suggestion.price_after) : null;
  if (before === null || after === null || now === null || !suggestion.price_after) return null;
  const change = after - before;
  return (
    <Text>
      {change === 0
        ? t('questionnaire.suggestions.priceSame', { price: formatMoney(now) })
        : t('questionnaire.suggestions.price', {
            before: formatMoney(now),
            after: formatMoney(suggestion.price_after),
            change: `${change > 0 ? '+' : ''}${formatSen(change)}`,
          })}
    </Text>
  );
}
