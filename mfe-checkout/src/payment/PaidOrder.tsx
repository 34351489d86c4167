import { styled } from 'styled-components';
import { skipToken } from '@mealprep/shared/api';
import { formatMoney } from '@mealprep/shared/i18n';
import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Heading, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { usePaidOrderQuery } from './api';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  .name {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  .amount {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/**
 * What happens after a paid order: the meals ordered, and where the
 * confirmation went (the order confirmation with its receipt is mailed on payment,
 * api/src/mail/order-mails.ts, whatever the customer's newsletter choice). Both need the signed-in
 * customer; a visitor who is not signed in sees the rest of the page only.
 */
export function PaidOrder({ orderId }: { orderId: number }) {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const { data: order } = usePaidOrderQuery(profile ? orderId : skipToken);
  const count = order?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <>
      {order && order.lines.length > 0 && (
        <Stack gap={2} as="section" aria-labelledby="paid-order-lines">
          <Heading level={2} size="lg" id="paid-order-lines">
            {t('checkout.payment.lines', { count })}
          </Heading>
          <Lines>
            {order.lines.map((line) => (
              <li key={line.id}>
                <span className="name">
                  {/* Figures and the sign only, the same in both languages: no message. */}
                  {line.quantity} × {line.name}
                  {line.size && ` (${t('checkout.cart.size', { size: line.size })})`}
                </span>
                <span className="amount">{formatMoney(line.subtotal)}</span>
              </li>
            ))}
          </Lines>
        </Stack>
      )}
      {profile && <Text>{t('checkout.payment.emailed', { email: profile.email })}</Text>}
    </>
  );
}
