import type { OrderStatus } from '@mealprep/shared/core';
import { Badge, type BadgeTone } from '@mealprep/shared/ui';
import { useT } from '../i18n';

const TONES: Record<OrderStatus, BadgeTone> = {
  payment_pending: 'accent',
  payment_failed: 'danger',
  paid: 'primary',
  preparing: 'primary',
  out_for_delivery: 'primary',
  ready_for_pickup: 'primary',
  delivered: 'neutral',
  cancelled: 'neutral',
};

/** docs/architecture.md §9 order state in words ("paid" reads as upcoming). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`account.order.status.${status}`)}</Badge>;
}
