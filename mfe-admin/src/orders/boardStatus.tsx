import { FULFILMENT_TARGETS } from '@mealprep/shared/staff';
import type { OrderStatus } from '@mealprep/shared/core';
import { Badge, type BadgeTone } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/** The statuses of the orders on the board, in the order's life order: paid and every step after. */
export const BOARD_STATUSES = ['paid', ...FULFILMENT_TARGETS] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export function isBoardStatus(status: string | null | undefined): status is BoardStatus {
  return (BOARD_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

const TONES: Record<BoardStatus, BadgeTone> = {
  paid: 'accent',
  preparing: 'primary',
  ready_for_pickup: 'primary',
  out_for_delivery: 'primary',
  delivered: 'neutral',
};

/** "Paid", "Being prepared", … as the kitchen and dispatch read them. */
export function BoardStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  if (!isBoardStatus(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={TONES[status]}>{t(`admin.orders.status.${status}`)}</Badge>;
}
