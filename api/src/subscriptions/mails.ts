import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import { weekCutoff } from '@mealprep/shared/subscriptions';
import type { Database } from '../db';
import { users } from '../db/schema';
import type { SubscriptionRow } from '../db/tables/subscriptions';
import type { Mailer } from '../mail/mailer';
import { asLocale, withLocalePrefix } from '@mealprep/shared/locale';
import { longDate } from '../mail/order-mails';
import { mailTemplate, type StoredTemplate } from '../mail/templates/registry';
import { st, type SubscriptionMailBase } from '../mail/templates/subscription-mails';
import { formatDeadline } from '../orders/rules';

/** "2026-11-24 12:00", the cut-off of a delivery date as every mail writes it (KL time). */
export function writtenCutoff(deliveryDate: string): string {
  return formatDeadline(weekCutoff(deliveryDate));
}

/**
 * The mails of the customer's own actions on a subscription (and the shop's pause), in the
 * subscription's language, written to the outbox inside the caller's transaction. The dedupe key
 * names the action's instant (or the week), so a retried transaction never writes a second one.
 */
export class SubscriptionMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly origin: string,
  ) {}

  private async send(
    tx: Database,
    subscription: SubscriptionRow,
    kind: string,
    dedupeKey: string,
    build: (base: SubscriptionMailBase) => { subject: string; template: StoredTemplate },
  ) {
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
    const subscriptionUrl = `${this.origin}${withLocalePrefix('/account/subscription', locale)}`;
    const { subject, template } = build({ locale, name: user.firstName, subscriptionUrl });
    return this.mailer.send(
      {
        kind,
        to: user.email,
        verifiedRecipient: user.emailVerifiedAt !== null,
        subject,
        template,
        locale,
        dedupeKey,
      },
      tx,
    );
  }

  /** Subscribed: the weekly price, the first delivery and its cut-off, how to skip and cancel. */
  subscribed(
    tx: Database,
    subscription: SubscriptionRow,
    week: { meals: number; total: string; firstDate: string },
  ) {
    return this.send(
      tx,
      subscription,
      'subscription_subscribed',
      `subscription_subscribed:${subscription.id}`,
      (base) => {
        const date = longDate(week.firstDate, base.locale);
        return {
          subject: st(base.locale, 'subscribedSubject', { date }),
          template: mailTemplate('SubscribedMail', {
            ...base,
            meals: week.meals,
            weekday: DateTime.fromISO(week.firstDate, { zone: BUSINESS_ZONE })
              .setLocale(base.locale)
              .toFormat('cccc'),
            time: subscription.deliveryTime,
            total: week.total,
            date,
            cutoff: writtenCutoff(week.firstDate),
          }),
        };
      },
    );
  }

  /** A week skipped: not cooked, not charged, and until when it can be taken back. */
  skipped(tx: Database, subscription: SubscriptionRow, deliveryDate: string, at: Date) {
    return this.send(
      tx,
      subscription,
      'subscription_skipped',
      `subscription_skipped:${subscription.id}:${deliveryDate}:${at.getTime()}`,
      (base) => {
        const date = longDate(deliveryDate, base.locale);
        return {
          subject: st(base.locale, 'skippedSubject', { date }),
          template: mailTemplate('WeekSkippedMail', {
            ...base,
            date,
            cutoff: writtenCutoff(deliveryDate),
          }),
        };
      },
    );
  }

  /** Paused by the customer, or by the shop for them (`reason` then says why). */
  paused(tx: Database, subscription: SubscriptionRow, at: Date, reason: string | null = null) {
    return this.send(
      tx,
      subscription,
      'subscription_paused',
      `subscription_paused:${subscription.id}:${at.getTime()}`,
      (base) => ({
        subject: st(base.locale, 'pausedSubject'),
        template: mailTemplate('PausedMail', {
          ...base,
          until: subscription.pausedUntil ? longDate(subscription.pausedUntil, base.locale) : null,
          reason,
        }),
      }),
    );
  }

  /** Resumed by the customer: the next delivery and its cut-off. */
  resumed(tx: Database, subscription: SubscriptionRow, nextDate: string, at: Date) {
    return this.send(
      tx,
      subscription,
      'subscription_resumed',
      `subscription_resumed:${subscription.id}:${at.getTime()}`,
      (base) => ({
        subject: st(base.locale, 'resumedSubject'),
        template: mailTemplate('ResumedMail', {
          ...base,
          date: longDate(nextDate, base.locale),
          cutoff: writtenCutoff(nextDate),
        }),
      }),
    );
  }

  /** Cancelled: once per subscription, however often it is asked. */
  cancelled(tx: Database, subscription: SubscriptionRow) {
    return this.send(
      tx,
      subscription,
      'subscription_cancelled',
      `subscription_cancelled:${subscription.id}`,
      (base) => ({
        subject: st(base.locale, 'cancelledSubject'),
        template: mailTemplate('CancelledMail', base),
      }),
    );
  }
}
