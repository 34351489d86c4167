/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import { Text } from '@react-email/components';
import { asLocale } from '@mealprep/shared/locale';
import { formatMessage, type MessageValues } from '@mealprep/shared/validation';
import { Action, MailLayout, small, text } from './layout';

/**
 * The mails of what the customer (or, for a pause, the shop) did to a subscription
 * (docs/subscriptions.md): subscribed, a week skipped, paused, resumed, cancelled. Each names
 * the cut-off that matters to it. Their words, in both languages, are kept beside the templates.
 */
const enUS = {
  subscribedSubject: 'Your weekly meals start on {date}',
  subscribedIntro:
    'Thank you for subscribing. Every week we prepare {meals} meals for you, {weekday} at {time}: {total} a week, delivery and tax included.',
  subscribedFirst:
    'Your first delivery is on {date}. Changes to it are possible until its cut-off, {cutoff} (Kuala Lumpur time); after that they apply from the next week.',
  subscribedPay:
    'Each week’s payment link is mailed to you 48 hours before that week’s cut-off. A week not paid by its cut-off is not cooked and not owed.',
  subscribedManage:
    'You can skip any of the next 8 weeks, pause, change or cancel online on your subscription page, with no call and no fee. A skipped week is never charged.',
  skippedSubject: 'Skipped: no delivery on {date}',
  skippedIntro:
    'You skipped the week of {date}. It is not cooked and not charged. You can take it back until its cut-off, {cutoff} (Kuala Lumpur time).',
  pausedSubject: 'Your subscription is paused',
  pausedUntil:
    'Your subscription is paused. The weeks before {until} are not cooked and not charged; it resumes by itself with the delivery of {until}.',
  pausedOpen:
    'Your subscription is paused with no end date. No week is cooked or charged until you resume it.',
  pausedByShop: 'The shop paused it for you: {reason}',
  pausedPaidKept: 'Weeks already paid are still delivered.',
  resumedSubject: 'Your subscription is active again',
  resumedIntro:
    'You resumed your subscription. Your next delivery is on {date}; its cut-off for changes is {cutoff} (Kuala Lumpur time).',
  cancelledSubject: 'Your subscription is cancelled',
  cancelledIntro:
    'Your subscription is cancelled. Nothing more will be charged, and no week after today’s cut-off is cooked for you.',
  cancelledPaidKept: 'Weeks already paid are still delivered as planned.',
  manage: 'Manage your subscription',
};

type SubscriptionWordKey = keyof typeof enUS;

const msMY: Record<SubscriptionWordKey, string> = {
  subscribedSubject: 'Hidangan mingguan anda bermula pada {date}',
  subscribedIntro:
    'Terima kasih kerana melanggan. Setiap minggu kami sediakan {meals} hidangan untuk anda, {weekday} pada {time}: {total} seminggu, termasuk penghantaran dan cukai.',
  subscribedFirst:
    'Penghantaran pertama anda pada {date}. Perubahan untuknya boleh dibuat sehingga tarikh tutupnya, {cutoff} (waktu Kuala Lumpur); selepas itu perubahan terpakai mulai minggu berikutnya.',
  subscribedPay:
    'Pautan pembayaran setiap minggu dihantar kepada anda 48 jam sebelum tarikh tutup minggu itu. Minggu yang tidak dibayar sebelum tarikh tutupnya tidak dimasak dan tidak perlu dibayar.',
  subscribedManage:
    'Anda boleh melangkau mana-mana daripada 8 minggu akan datang, menjeda, mengubah atau membatalkan dalam talian di halaman langganan anda, tanpa panggilan dan tanpa bayaran. Minggu yang dilangkau tidak pernah dicaj.',
  skippedSubject: 'Dilangkau: tiada penghantaran pada {date}',
  skippedIntro:
    'Anda telah melangkau minggu {date}. Ia tidak dimasak dan tidak dicaj. Anda boleh membatalkan langkauan ini sehingga tarikh tutupnya, {cutoff} (waktu Kuala Lumpur).',
  pausedSubject: 'Langganan anda telah dijeda',
  pausedUntil:
    'Langganan anda telah dijeda. Minggu-minggu sebelum {until} tidak dimasak dan tidak dicaj; ia bersambung sendiri dengan penghantaran pada {until}.',
  pausedOpen:
    'Langganan anda dijeda tanpa tarikh tamat. Tiada minggu dimasak atau dicaj sehingga anda menyambungnya semula.',
  pausedByShop: 'Kedai telah menjedanya untuk anda: {reason}',
  pausedPaidKept: 'Minggu yang sudah dibayar tetap dihantar.',
  resumedSubject: 'Langganan anda aktif semula',
  resumedIntro:
    'Anda telah menyambung semula langganan anda. Penghantaran seterusnya pada {date}; tarikh tutup untuk perubahan ialah {cutoff} (waktu Kuala Lumpur).',
  cancelledSubject: 'Langganan anda telah dibatalkan',
  cancelledIntro:
    'Langganan anda telah dibatalkan. Tiada lagi caj akan dikenakan, dan tiada minggu selepas tarikh tutup hari ini dimasak untuk anda.',
  cancelledPaidKept: 'Minggu yang sudah dibayar tetap dihantar seperti dirancang.',
  manage: 'Urus langganan anda',
};

/** Both languages' words, for the checks that read every catalogue. */
export const subscriptionMailWords = { 'en-US': enUS, 'ms-MY': msMY };

/** A subscription mail's words in `locale` (en-US for anything else). */
export function st(locale: string, key: SubscriptionWordKey, values?: MessageValues): string {
  return formatMessage(subscriptionMailWords[asLocale(locale)][key], values);
}

/** What every subscription mail has: whom, in which language, and the way to the page. */
export interface SubscriptionMailBase {
  locale: string;
  name: string;
  subscriptionUrl: string;
}

function Frame(props: SubscriptionMailBase & { title: string; paragraphs: string[] }) {
  const [first = props.title, ...rest] = props.paragraphs;
  return (
    <MailLayout locale={props.locale} preview={first} title={props.title} name={props.name}>
      <Text style={text}>{first}</Text>
      {rest.map((paragraph) => (
        <Text key={paragraph} style={small}>
          {paragraph}
        </Text>
      ))}
      <Action href={props.subscriptionUrl}>{st(props.locale, 'manage')}</Action>
    </MailLayout>
  );
}

export function SubscribedMail(
  props: SubscriptionMailBase & {
    meals: number;
    weekday: string;
    time: string;
    total: string;
    date: string;
    cutoff: string;
  },
) {
  const { locale } = props;
  return (
    <Frame
      {...props}
      title={st(locale, 'subscribedSubject', { date: props.date })}
      paragraphs={[
        st(locale, 'subscribedIntro', {
          meals: props.meals,
          weekday: props.weekday,
          time: props.time,
          total: props.total,
        }),
        st(locale, 'subscribedFirst', { date: props.date, cutoff: props.cutoff }),
        st(locale, 'subscribedPay'),
        st(locale, 'subscribedManage'),
      ]}
    />
  );
}

export function WeekSkippedMail(props: SubscriptionMailBase & { date: string; cutoff: string }) {
  return (
    <Frame
      {...props}
      title={st(props.locale, 'skippedSubject', { date: props.date })}
      paragraphs={[st(props.locale, 'skippedIntro', { date: props.date, cutoff: props.cutoff })]}
    />
  );
}

export function PausedMail(
  props: SubscriptionMailBase & { until: string | null; reason: string | null },
) {
  const { locale } = props;
  return (
    <Frame
      {...props}
      title={st(locale, 'pausedSubject')}
      paragraphs={[
        props.until ? st(locale, 'pausedUntil', { until: props.until }) : st(locale, 'pausedOpen'),
        ...(props.reason ? [st(locale, 'pausedByShop', { reason: props.reason })] : []),
        st(locale, 'pausedPaidKept'),
      ]}
    />
  );
}

export function ResumedMail(props: SubscriptionMailBase & { date: string; cutoff: string }) {
  return (
    <Frame
      {...props}
      title={st(props.locale, 'resumedSubject')}
      paragraphs={[st(props.locale, 'resumedIntro', { date: props.date, cutoff: props.cutoff })]}
    />
  );
}

export function CancelledMail(props: SubscriptionMailBase) {
  return (
    <Frame
      {...props}
      title={st(props.locale, 'cancelledSubject')}
      paragraphs={[st(props.locale, 'cancelledIntro'), st(props.locale, 'cancelledPaidKept')]}
    />
  );
}
