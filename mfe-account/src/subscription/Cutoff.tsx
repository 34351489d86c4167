import { useEffect, useState } from 'react';
import { cutoffCountdown, formatCutoff } from '@mealprep/shared/subscriptions';
import { useLocale } from '@mealprep/shared/i18n';
import { Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { liveWhile } from '@mealprep/shared/federation-contracts';

/**
 * The moment now, read again every `everyMs` while `ticking`: the countdown's words change once a
 * minute, so reading the clock each few seconds keeps them right without re-rendering each second.
 */
export function useNow(ticking: boolean, everyMs = 5_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, ticking]);
  return now;
}

/**
 * "Changes until Sat, 28 Nov, 12:00" while the week's cut-off is ahead, and in its last day a
 * countdown. The countdown is a timer (not read out on each change): a screen reader hears it when
 * the customer reaches it, not every minute.
 */
export function CutoffNote({
  deliveryDate,
  cutoffAt,
  now,
  label = 'account.subscription.cutoff',
}: {
  deliveryDate: string;
  cutoffAt: string;
  now: Date;
  label?: 'account.subscription.cutoff' | 'account.subscription.firstCutoff';
}) {
  const t = useT();
  const locale = useLocale();
  if (new Date(cutoffAt).getTime() <= now.getTime()) return null;
  const left = cutoffCountdown(deliveryDate, now);
  return (
    <>
      <Text>{t(label, { moment: formatCutoff(cutoffAt, locale) })}</Text>
      {left !== null && (
        <Text role="timer" tone="warning" {...liveWhile(true)}>
          {t('account.subscription.countdown', {
            hours: Math.floor(left / 3_600_000),
            minutes: Math.floor((left % 3_600_000) / 60_000),
          })}
        </Text>
      )}
    </>
  );
}
