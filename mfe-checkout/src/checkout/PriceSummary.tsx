import styled from 'styled-components';
import { formatCountdown } from '@mealprep/shared/core';
import { isPointsLine, type PriceLineKey } from '@mealprep/shared/checkout';
import type { CheckoutQuote } from '@mealprep/shared/checkout/contracts';
import { formatMoney } from '@mealprep/shared/i18n';
import { Button, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { countsDownTo } from '@mealprep/shared/federation-contracts';

const Summary = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    ${textStyle('cardTitle')}
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .total {
    ${textStyle('amount')}
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Changed = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Missing = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The price summary in the order of docs/architecture.md §9, a note when a re-quote changed the
 * delivery charge, the countdown of the courier's price,
 * what the order was refused for, and Place order — which stays in the Tab order while something
 * is missing and says what (`missing`).
 */
export function PriceSummary({
  quote,
  failed,
  needsAddress = false,
  secondsLeft,
  problem,
  missing,
  placing,
  onPlace,
}: {
  quote: CheckoutQuote | null;
  failed: boolean;
  /** Delivery with no address: the charge, and so the total, cannot be quoted yet. */
  needsAddress?: boolean;
  secondsLeft: number | null;
  problem: string | undefined;
  missing: string | null;
  placing: boolean;
  onPlace: () => void;
}) {
  const t = useT();
  const moneyOrPoints = (key: PriceLineKey, amount: string) =>
    isPointsLine(key)
      ? t('checkout.summary.pointsValue', { points: Number(amount) })
      : formatMoney(amount);
  const canPlace = missing === null && !placing;

  return (
    <Summary aria-labelledby="price-summary-title">
      <h2 id="price-summary-title">{t('checkout.summary.title')}</h2>
      {quote ? (
        <dl>
          {quote.lines.map((line) => (
            <div key={line.key} style={{ display: 'contents' }}>
              <dt className={line.key === 'total' ? 'total' : undefined}>
                {t(`checkout.summary.${line.key}`)}
              </dt>
              <dd className={line.key === 'total' ? 'total' : undefined}>
                {moneyOrPoints(line.key, line.amount)}
              </dd>
            </div>
          ))}
        </dl>
      ) : failed ? (
        <Problem role="alert">{t('checkout.page.error')}</Problem>
      ) : needsAddress ? (
        <p>{t('checkout.summary.needsAddress')}</p>
      ) : (
        <p>{t('checkout.summary.loading')}</p>
      )}
      {/* A re-quote that changed the charge says so beside the total. The
          live region is always there, so a screen reader hears the note when it appears. */}
      <div aria-live="polite">
        {quote?.previous_delivery_fee != null && (
          <Changed>
            {t('checkout.summary.deliveryChanged', {
              from: formatMoney(quote.previous_delivery_fee),
              to: formatMoney(quote.delivery_fee),
            })}
          </Changed>
        )}
      </div>
      {secondsLeft !== null && quote?.expires_at && (
        // The server counted from its own moment; the page's starter ticks this text on until the
        // app runs, and the app from its own clock: the seconds may differ (`countsDownTo`).
        // No need to start the app for the clock (docs/architecture.md §2.4).
        <p role="timer" aria-live="off" {...countsDownTo(quote.expires_at)}>
          {t('checkout.countdown', { time: formatCountdown(secondsLeft) })}
        </p>
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
      {missing !== null && <Missing id="place-order-missing">{missing}</Missing>}
      <Button
        fullWidth
        loading={placing}
        aria-disabled={!canPlace || undefined}
        aria-describedby={missing !== null ? 'place-order-missing' : undefined}
        onClick={onPlace}
      >
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
    </Summary>
  );
}
