import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import type { Database } from '../db';
import { users } from '../db/schema';
import type { SubscriptionRow } from '../db/tables/subscriptions';
import type { Mailer } from '../mail/mailer';
import { asLocale, withLocalePrefix } from '@mealprep/shared/locale';
import { longDate, type OrderMails } from '../mail/order-mails';
import { mailTemplate } from '../mail/templates/registry';
import { rt, type WeekMailData } from '../mail/templates/renewal-mails';
import type { OrderRecord } from '../repositories/checkout-orders';

/** The week a renewal mail is about. */
export interface MailedWeek {
  subscriptionId: number;
  deliveryDate: string;
}

/** "2026-11-24 12:00", the cut-off as every mail writes it (Kuala Lumpur time). */
function writtenCutoff(deliveryDate: string): string {
  return DateTime.fromJSDate(weekCutoff(deliveryDate))
    .setZone(BUSINESS_ZONE)
    .toFormat('yyyy-MM-dd HH:mm');
}

/**
 * The renewal run's mails (docs/subscriptions.md), in the subscription's language, written to the
 * outbox inside the caller's transaction. Each has the week (or the resume) as its dedupe key, so
 * a second run, a retried job or a second API process never writes it twice. The week's order
 * carries its lines and prices, so these are composed as order mails are.
 */
export class RenewalMails {
  constructor(
    private readonly orderMails: OrderMails,
    private readonly mailer: Mailer,
    private readonly origin: string,
  ) {}

  private page(locale: string, path: string): string {
    return `${this.origin}${withLocalePrefix(path, asLocale(locale))}`;
  }

  private weekMail(
    tx: Database,
    order: OrderRecord,
    week: MailedWeek,
    kind: 'payLink' | 'reminder' | 'chargeFailed',
  ) {
    const mailKind = {
      payLink: 'subscription_pay_link',
      reminder: 'subscription_reminder',
      chargeFailed: 'subscription_payment_failed',
    }[kind];
    // One per week's order: a week billed again after a change has a new order and new link.
    const dedupeKey = `${mailKind}:${week.subscriptionId}:${week.deliveryDate}:${order.id}`;
    return this.orderMails.enqueue(tx, order, mailKind, dedupeKey, (d) => {
      const data: WeekMailData = {
        cutoff: writtenCutoff(week.deliveryDate),
        // The shop's own page of the order, where "Pay now" opens the payment.
        payUrl: d.orderUrl,
        subscriptionUrl: this.page(d.locale, '/account/subscription'),
      };
      return {
        subject: rt(d.locale, `${kind}Subject`, {
          date: d.date,
          cutoff: data.cutoff,
          total: d.total,
        }),
        template: mailTemplate('WeekPayLink', { order: d, week: data, kind }),
      };
    });
  }

  /** The week's pay link, 48 hours before its cut-off. */
  payLink(tx: Database, order: OrderRecord, week: MailedWeek) {
    return this.weekMail(tx, order, week, 'payLink');
  }

  /** 24 hours before the cut-off, while the week is unpaid. */
  reminder(tx: Database, order: OrderRecord, week: MailedWeek) {
    return this.weekMail(tx, order, week, 'reminder');
  }

  /** A saved method's charge was declined: the way to pay the week another way. */
  chargeFailed(tx: Database, order: OrderRecord, week: MailedWeek) {
    return this.weekMail(tx, order, week, 'chargeFailed');
  }

  /** The pause ended by itself on `firstDate`: the subscription is active again. */
  async resumed(tx: Database, subscription: SubscriptionRow, firstDate: string) {
    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, subscription.userId));
    if (!user) return null;
    const locale = asLocale(subscription.locale);
    return this.mailer.send(
      {
        kind: 'subscription_resumed',
        to: user.email,
        verifiedRecipient: user.emailVerifiedAt !== null,
        subject: rt(locale, 'resumedSubject'),
        template: mailTemplate('SubscriptionResumed', {
          locale,
          name: user.firstName,
          date: longDate(firstDate, locale),
          cutoff: writtenCutoff(firstDate),
          subscriptionUrl: this.page(locale, '/account/subscription'),
        }),
        locale,
        dedupeKey: `subscription_resumed:${subscription.id}:${firstDate}`,
      },
      tx,
    );
  }
}
