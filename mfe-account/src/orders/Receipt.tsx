import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { formatMoney } from '@mealprep/shared/core';
import { ButtonLink, Card, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/**
 * The tax receipt of a paid order as a PDF, drawn by the API (docs/architecture.md §7.2). A
 * plain download link: the browser fetches it with the session cookie.
 */
export function ReceiptDownload({ order }: { order: OrderDetail }) {
  const t = useT();
  if (!order.receipt_url) return null;
  return (
    <ButtonLink href={order.receipt_url} download variant="secondary">
      {t('account.order.receiptPdf')}
    </ButtonLink>
  );
}

/**
 * A payment that arrived after the customer cancelled (docs/architecture.md §9.4): the order
 * stays cancelled and the money is refunded; said here as in the e-mail.
 */
export function RefundNotice({ order }: { order: OrderDetail }) {
  const t = useT();
  if (!order.payment?.refund_due) return null;
  return (
    <Card as="section" role="status">
      <Text>{t('account.order.refundDue', { amount: formatMoney(order.total) })}</Text>
    </Card>
  );
}
