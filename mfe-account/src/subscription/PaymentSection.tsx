import { useState } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import type { Subscription } from '@mealprep/shared/subscriptions/contracts';
import { useSearchParams } from '@mealprep/shared/router';
import { Button, Cluster, SectionCard, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import {
  useRemovePaymentMethodMutation,
  useStartPaymentMethodMutation,
  type PaymentMethodKind,
} from './api';

/** Leaves the shop for the gateway's page, where the customer authenticates once. */
function goToGateway(url: string) {
  window.location.assign(url);
}

/**
 * How renewals are paid: the saved method, removable in one click (renewals then go back to pay
 * links), or the ways to save one. Back from the gateway with `?method=saved` it says so.
 */
export function PaymentSection({
  subscription,
  onRemoved,
}: {
  subscription: Subscription;
  onRemoved: () => void;
}) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [start, starting] = useStartPaymentMethodMutation();
  const [remove, removing] = useRemovePaymentMethodMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const method = subscription.payment_method;
  const justSaved = searchParams.get('method') === 'saved' && method !== null;

  async function save(kind: PaymentMethodKind) {
    setProblem(null);
    const result = await start(kind);
    if ('data' in result && result.data) {
      goToGateway(result.data.url);
      return;
    }
    setProblem(apiErrorOf(result.error)?.message ?? t('account.page.error'));
  }

  async function removeMethod(id: number) {
    setProblem(null);
    const result = await remove(id);
    if ('error' in result) {
      setProblem(apiErrorOf(result.error)?.message ?? t('account.page.error'));
      return;
    }
    setRemoved(true);
    onRemoved();
  }

  return (
    <SectionCard title={t('account.subscription.payment')} titleSize="lg">
      <div role="status">
        {justSaved && !removed && (
          <Text tone="success">{t('account.subscription.payment.saved')}</Text>
        )}
        {removed && method === null && (
          <Text tone="success">{t('account.subscription.payment.removed')}</Text>
        )}
      </div>
      {method ? (
        <>
          <Text>{t('account.subscription.payment.method', { label: method.label })}</Text>
          <div>
            <Button
              variant="secondary"
              loading={removing.isLoading}
              aria-label={t('account.subscription.payment.removeMethod', { label: method.label })}
              onClick={() => void removeMethod(method.id)}
            >
              {t('account.subscription.payment.remove')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Text>{t('account.subscription.payment.links')}</Text>
          <Cluster gap={2}>
            <Button
              variant="secondary"
              loading={starting.isLoading && starting.originalArgs === 'card'}
              onClick={() => void save('card')}
            >
              {t('account.subscription.payment.saveCard')}
            </Button>
            <Button
              variant="secondary"
              loading={starting.isLoading && starting.originalArgs === 'duitnow_mandate'}
              onClick={() => void save('duitnow_mandate')}
            >
              {t('account.subscription.payment.duitnow')}
            </Button>
          </Cluster>
        </>
      )}
      {problem && (
        <Text role="alert" tone="danger">
          {problem}
        </Text>
      )}
    </SectionCard>
  );
}
