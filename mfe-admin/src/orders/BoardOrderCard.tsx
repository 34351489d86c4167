import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { BoardLine, BoardOrder } from '@mealprep/shared/staff/contracts';
import type { FulfilmentTarget } from '@mealprep/shared/staff';
import { Button, Card, Cluster, Heading, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { BoardStatusBadge } from './boardStatus';

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

/** The heading takes the focus after a move, so a keyboard user stays on the order. */
const Title = styled(Heading)`
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

type MoveLabel =
  | `admin.orders.move.${Exclude<FulfilmentTarget, 'delivered'>}`
  | 'admin.orders.move.delivered'
  | 'admin.orders.move.handedOver';

/** The verb of a move: a pickup is "handed over" when it reaches the customer, a delivery "delivered". */
function moveLabel(order: BoardOrder, to: FulfilmentTarget): MoveLabel {
  if (to === 'delivered' && order.delivery_method === 'pickup')
    return 'admin.orders.move.handedOver';
  return `admin.orders.move.${to}`;
}

/** "2 × Chicken rice (L)": figures, a sign and the dish's own name, the same in both languages. */
function lineText(line: BoardLine): string {
  return `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}`;
}

/**
 * One order of the board: who, how and what to cook and pack, its status, and one button per
 * step the signed-in member of staff may take now (the API's `next`).
 */
export function BoardOrderCard({
  order,
  onMove,
}: {
  order: BoardOrder;
  /** Takes the step; true when the order moved. */
  onMove: (order: BoardOrder, to: FulfilmentTarget) => Promise<boolean>;
}) {
  const t = useT();
  const headingId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<FulfilmentTarget | null>(null);
  const orderName = t('admin.orders.order', { orderNo: order.order_no });

  async function take(to: FulfilmentTarget) {
    setPending(to);
    const moved = await onMove(order, to);
    setPending(null);
    // The pressed button is gone with the old status: keep the focus on this order.
    if (moved) title.current?.focus();
  }

  return (
    <Card as="article" aria-labelledby={headingId} padding={4}>
      <Stack gap={2}>
        <Cluster justify="space-between" gap={2}>
          <Title level={4} size="lg" id={headingId} ref={title} tabIndex={-1}>
            {orderName}
          </Title>
          <BoardStatusBadge status={order.status} />
        </Cluster>
        <Text weight="medium">{order.customer_name}</Text>
        <Text tone="muted">
          {order.delivery_method === 'pickup'
            ? t('admin.orders.pickup')
            : order.area
              ? t('admin.orders.deliveryTo', { area: order.area })
              : t('admin.orders.delivery')}
          {' · '}
          {t(`admin.orders.packaging.${order.packaging_method}`)}
        </Text>
        <Lines aria-label={t('admin.orders.lines', { orderNo: order.order_no })}>
          {order.lines.map((line, index) => (
            <li key={index}>
              {lineText(line)}
              {line.servings > 1 && ` · ${t('admin.orders.servings', { count: line.servings })}`}
            </li>
          ))}
        </Lines>
        {order.next.length > 0 && (
          <Cluster gap={2} role="group" aria-label={t('admin.orders.moves')}>
            {order.next.map((to) => {
              const action = t(moveLabel(order, to));
              return (
                <Button
                  key={to}
                  size="sm"
                  loading={pending === to}
                  aria-disabled={pending !== null && pending !== to ? true : undefined}
                  aria-label={t('admin.orders.moveOf', { action, orderNo: order.order_no })}
                  onClick={() => void take(to)}
                >
                  {action}
                </Button>
              );
            })}
          </Cluster>
        )}
      </Stack>
    </Card>
  );
}
