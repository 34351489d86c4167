/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import { Link, Text } from '@react-email/components';
import { asLocale } from '@mealprep/shared/locale';
import { formatMessage, type MessageValues } from '@mealprep/shared/validation';
import { Action, MailLayout, small, text } from './layout';
import { OrderSummary, WhenAndWhere, type OrderMailData } from './order-parts';

/**
 * The renewal mails of a subscription week (docs/subscriptions.md): the pay link 48 hours before
 * the cut-off, the reminder 24 hours before, a saved method's declined charge with the way to
 * pay, and the subscription resuming by itself at the end of a pause. Every one names the
 * cut-off. Their words, in both languages, are kept here beside the templates.
 */
const enUS = {
  payLinkSubject: 'Your meals for {date}: pay by {cutoff}',
  payLinkIntro:
    'Your subscription’s meals for {date} are ready to pay: {total}. Pay before the cut-off, {cutoff} (Kuala Lumpur time), and we cook them for you.',
  payLinkAction: 'Pay {total} now',
  cutoffNote:
    'Unpaid at the cut-off, this week is released: it is not cooked and you owe nothing. You can skip it, pause or cancel on your subscription page before then.',
  reminderSubject: 'Reminder: pay for {date} before {cutoff}',
  reminderIntro:
    'Your meals for {date} ({total}) are not paid yet. The cut-off is {cutoff} (Kuala Lumpur time).',
  chargeFailedSubject: 'We could not charge your saved payment method for {date}',
  chargeFailedIntro:
    'The charge of {total} for your meals on {date} was declined by your bank, so nothing was taken. You can still pay this week before the cut-off, {cutoff} (Kuala Lumpur time).',
  chargeFailedAction: 'Pay {total} another way',
  resumedSubject: 'Your subscription has resumed',
  resumedIntro:
    'Your pause has ended and your subscription is active again. Your next delivery is on {date}; its cut-off for changes is {cutoff} (Kuala Lumpur time).',
  manageSubscription: 'Manage your subscription',
};

type RenewalWordKey = keyof typeof enUS;

const msMY: Record<RenewalWordKey, string> = {
  payLinkSubject: 'Hidangan anda untuk {date}: bayar sebelum {cutoff}',
  payLinkIntro:
    'Hidangan langganan anda untuk {date} sedia untuk dibayar: {total}. Bayar sebelum tarikh tutup, {cutoff} (waktu Kuala Lumpur), dan kami akan memasaknya untuk anda.',
  payLinkAction: 'Bayar {total} sekarang',
  cutoffNote:
    'Jika tidak dibayar pada tarikh tutup, minggu ini dilepaskan: ia tidak dimasak dan anda tidak berhutang apa-apa. Anda boleh melangkau minggu ini, menjeda atau membatalkan di halaman langganan anda sebelum itu.',
  reminderSubject: 'Peringatan: bayar untuk {date} sebelum {cutoff}',
  reminderIntro:
    'Hidangan anda untuk {date} ({total}) belum dibayar. Tarikh tutup ialah {cutoff} (waktu Kuala Lumpur).',
  chargeFailedSubject:
    'Kami tidak dapat mengenakan caj kaedah pembayaran tersimpan anda untuk {date}',
  chargeFailedIntro:
    'Caj {total} untuk hidangan anda pada {date} ditolak oleh bank anda, jadi tiada wang diambil. Anda masih boleh membayar minggu ini sebelum tarikh tutup, {cutoff} (waktu Kuala Lumpur).',
  chargeFailedAction: 'Bayar {total} dengan cara lain',
  resumedSubject: 'Langganan anda telah disambung semula',
  resumedIntro:
    'Jeda anda telah tamat dan langganan anda aktif semula. Penghantaran seterusnya pada {date}; tarikh tutup untuk perubahan ialah {cutoff} (waktu Kuala Lumpur).',
  manageSubscription: 'Urus langganan anda',
};

/** Both languages' words, for the checks that read every catalogue. */
export const renewalMailWords = { 'en-US': enUS, 'ms-MY': msMY };

/** A renewal mail's words in `locale` (en-US for anything else). */
export function rt(locale: string, key: RenewalWordKey, values?: MessageValues): string {
  return formatMessage(renewalMailWords[asLocale(locale)][key], values);
}

/** What a week's mail adds to its order's: the written-out cut-off and the links. */
export interface WeekMailData {
  cutoff: string;
  payUrl: string;
  subscriptionUrl: string;
}

export function WeekPayLink(props: {
  order: OrderMailData;
  week: WeekMailData;
  kind: 'payLink' | 'reminder' | 'chargeFailed';
}) {
  const { order, week, kind } = props;
  const { locale } = order;
  const values = { date: order.date, cutoff: week.cutoff, total: order.total };
  const intro = rt(locale, `${kind}Intro`, values);
  const action = kind === 'chargeFailed' ? 'chargeFailedAction' : 'payLinkAction';
  return (
    <MailLayout
      locale={locale}
      preview={intro}
      title={rt(locale, `${kind}Subject`, values)}
      name={order.name}
    >
      <Text style={text}>{intro}</Text>
      <Action href={week.payUrl}>{rt(locale, action, values)}</Action>
      <WhenAndWhere order={order} />
      <OrderSummary order={order} />
      <Text style={small}>{rt(locale, 'cutoffNote')}</Text>
      <Text style={small}>
        <Link href={week.subscriptionUrl}>{rt(locale, 'manageSubscription')}</Link>
      </Text>
    </MailLayout>
  );
}

export function SubscriptionResumed(props: {
  locale: string;
  name: string;
  date: string;
  cutoff: string;
  subscriptionUrl: string;
}) {
  const { locale } = props;
  const intro = rt(locale, 'resumedIntro', { date: props.date, cutoff: props.cutoff });
  return (
    <MailLayout
      locale={locale}
      preview={intro}
      title={rt(locale, 'resumedSubject')}
      name={props.name}
    >
      <Text style={text}>{intro}</Text>
      <Action href={props.subscriptionUrl}>{rt(locale, 'manageSubscription')}</Action>
    </MailLayout>
  );
}
