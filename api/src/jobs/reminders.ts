import { and, eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '@mealprep/shared/core';
import type { Database } from '../db';
import { orders } from '../db/tables/commerce';
import type { OrderMails } from '../mail/order-mails';

/** From this hour (Kuala Lumpur) the day before, tomorrow's orders get their reminder. */
export const REMINDER_HOUR = 10;

/**
 * The day-before reminder (docs/architecture.md §7.1): paid orders delivered or picked up
 * tomorrow that have no reminder for that date yet. A job at start and every hour on the hour
 * (jobs/timed-work.ts), so the first run after 10:00 writes them and a shop that was down then
 * catches up; the dedupe key makes a second run, or a retried one, write nothing. A rescheduled order
 * gets a reminder for its new date. Customers who turned reminders off get none.
 */
export async function queueReminders(db: Database, mails: OrderMails, now = new Date()) {
  const here = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE);
  if (here.hour < REMINDER_HOUR) return 0;
  const tomorrow = here.plus({ days: 1 }).toISODate() ?? '';
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, tomorrow),
        inArray(orders.status, ['paid', 'preparing']),
        sql`not exists (select 1 from email_outbox
                         where dedupe_key = 'delivery_reminder:' || ${orders.id} || ':' || ${orders.deliveryDate})`,
      ),
    );
  let queued = 0;
  for (const order of due) {
    const mail = await db.transaction((tx) => mails.reminder(tx, order));
    if (mail) queued += 1;
  }
  return queued;
}
