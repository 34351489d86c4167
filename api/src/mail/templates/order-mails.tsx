/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import { Link, Text } from '@react-email/components';
import { mt } from '../messages';
import { Action, MailLayout, small, text } from './layout';
import { OrderSummary, WhenAndWhere, type OrderMailData } from './order-parts';

/** One template per message (docs/architecture.md §7.1); the subject is the title. */

export function OrderConfirmation({ order }: { order: OrderMailData }) {
  const { locale } = order;
  return (
    <MailLayout
      locale={locale}
      preview={mt(locale, 'confirmationPreview', { total: order.total })}
      title={mt(locale, 'confirmationSubject', { orderNo: order.orderNo })}
      name={order.name}
    >
      <Text style={text}>{mt(locale, 'confirmationIntro', { total: order.total })}</Text>
      <WhenAndWhere order={order} />
      <OrderSummary order={order} />
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
      <Text style={small}>
        <Link href={order.receiptUrl}>{mt(locale, 'downloadReceipt')}</Link>
      </Text>
    </MailLayout>
  );
}

export function PaymentFailed(props: { order: OrderMailData; retryUrl: string; deadline: string }) {
  const { order } = props;
  const { locale } = order;
  const values = { orderNo: order.orderNo, total: order.total };
  return (
    <MailLayout
      locale={locale}
      preview={mt(locale, 'paymentFailedIntro', values)}
      title={mt(locale, 'paymentFailedSubject', values)}
      name={order.name}
    >
      <Text style={text}>{mt(locale, 'paymentFailedIntro', values)}</Text>
      <Text style={text}>{mt(locale, 'paymentFailedDeadline', { deadline: props.deadline })}</Text>
      <Action href={props.retryUrl}>{mt(locale, 'tryAgain')}</Action>
      <OrderSummary order={order} />
    </MailLayout>
  );
}

export function OrderRescheduled({ order, from }: { order: OrderMailData; from: string }) {
  const { locale } = order;
  const intro = mt(locale, 'rescheduledIntro', { orderNo: order.orderNo, from });
  return (
    <MailLayout
      locale={locale}
      preview={intro}
      title={mt(locale, 'rescheduledSubject', { orderNo: order.orderNo })}
      name={order.name}
    >
      <Text style={text}>{intro}</Text>
      <WhenAndWhere order={order} />
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
    </MailLayout>
  );
}

/** A step of the order's life the customer hears of: ready for pickup, on its way, delivered. */
export function OrderProgress({
  order,
  step,
  trackingUrl = null,
}: {
  order: OrderMailData;
  step: 'ready_for_pickup' | 'out_for_delivery' | 'delivered';
  /** The courier's live tracking page, while the order is on its way. */
  trackingUrl?: string | null;
}) {
  const { locale } = order;
  const intro = mt(locale, `progress.${step}.intro`, { orderNo: order.orderNo });
  return (
    <MailLayout
      locale={locale}
      preview={intro}
      title={mt(locale, `progress.${step}.subject`, { orderNo: order.orderNo })}
      name={order.name}
    >
      <Text style={text}>{intro}</Text>
      {step === 'delivered' ? null : <WhenAndWhere order={order} />}
      {step === 'out_for_delivery' && trackingUrl ? (
        <Action href={trackingUrl}>{mt(locale, 'progress.trackCourier')}</Action>
      ) : null}
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
    </MailLayout>
  );
}

export function OrderCancelled({ order, reason }: { order: OrderMailData; reason: string }) {
  const { locale } = order;
  return (
    <MailLayout
      locale={locale}
      preview={reason}
      title={mt(locale, 'cancelledSubject', { orderNo: order.orderNo })}
      name={order.name}
    >
      <Text style={text}>{reason}</Text>
      <OrderSummary order={order} />
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
    </MailLayout>
  );
}

export function DeliveryReminder({ order }: { order: OrderMailData }) {
  const { locale } = order;
  const intro = mt(locale, order.method === 'deliver' ? 'reminder.deliver' : 'reminder.pickup', {
    orderNo: order.orderNo,
  });
  return (
    <MailLayout
      locale={locale}
      preview={intro}
      title={mt(locale, 'reminderSubject', { orderNo: order.orderNo })}
      name={order.name}
      preferencesUrl={order.preferencesUrl}
    >
      <Text style={text}>{intro}</Text>
      <WhenAndWhere order={order} />
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
    </MailLayout>
  );
}

/**
 * Money that is to be given back: a payment after the customer's cancel (`late`), or a second
 * payment of an order already paid (`second`); `amount` is that payment's.
 */
export function LatePaymentRefund({
  order,
  amount,
  kind = 'late',
}: {
  order: OrderMailData;
  amount: string;
  kind?: 'late' | 'second';
}) {
  const { locale } = order;
  const values = { orderNo: order.orderNo, total: amount };
  const intro = kind === 'late' ? 'refundIntro' : 'secondPaymentIntro';
  const subject = kind === 'late' ? 'refundSubject' : 'secondPaymentSubject';
  return (
    <MailLayout
      locale={locale}
      preview={mt(locale, intro, values)}
      title={mt(locale, subject, values)}
      name={order.name}
    >
      <Text style={text}>{mt(locale, intro, values)}</Text>
      <Text style={text}>{mt(locale, 'refundNext')}</Text>
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
    </MailLayout>
  );
}
