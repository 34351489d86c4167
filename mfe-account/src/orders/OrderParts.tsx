import { styled } from 'styled-components';
import {
  pickupAddress,
  pickupHours,
  pickupMapUrl,
  POINTS_LINE_KEYS,
  type OrderDetail,
} from '@mealprep/shared/domain';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { Table, VisuallyHidden, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { formatDateTime, formatDay, formatSlot } from './format';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
  }

  .total {
    ${textStyle('amount')}
  }
`;

/** The delivery or pickup time as shown: both are two-hour slots (one rule for both). */
export function useWhen() {
  const locale = useLocale();
  return (order: Pick<OrderDetail, 'delivery_method' | 'delivery_date' | 'delivery_time'>) =>
    `${formatDay(order.delivery_date, locale)}, ${formatSlot(order.delivery_time, locale)}`;
}

/** docs/spec.md §3 order fields. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const when = useWhen();
  const address = order.address;
  return (
    <Facts>
      <dt>{t('account.order.number')}</dt>
      <dd>{order.order_no}</dd>
      <dt>{t('account.orders.orderedOn')}</dt>
      <dd>{formatDateTime(order.created_at, locale)}</dd>
      <dt>{t('account.order.method')}</dt>
      <dd>{t(`account.order.method.${order.delivery_method}`)}</dd>
      <dt>
        {order.delivery_method === 'pickup'
          ? t('account.order.pickupWhen')
          : t('account.order.deliveryWhen')}
      </dt>
      <dd>{when(order)}</dd>
      <dt>{t('account.order.packaging')}</dt>
      <dd>{t(`account.order.packaging.${order.packaging_method}`)}</dd>
      {order.delivery_instructions && (
        <>
          <dt>
            {order.delivery_method === 'pickup'
              ? t('account.order.pickupNotes')
              : t('account.order.instructions')}
          </dt>
          <dd>{order.delivery_instructions}</dd>
        </>
      )}
      <dt>
        {order.delivery_method === 'pickup'
          ? t('account.order.pickupAt')
          : t('account.order.address')}
      </dt>
      <dd>
        {address ? (
          <address style={{ fontStyle: 'normal' }}>
            {address.first_name} {address.last_name}
            <br />
            {[address.unit_no, address.address_1].filter(Boolean).join(', ')}
            <br />
            {address.address_2 && (
              <>
                {address.address_2}
                <br />
              </>
            )}
            {address.postcode} {address.city}, {address.state}
            <br />
            {address.phone}
          </address>
        ) : (
          <>
            <address style={{ fontStyle: 'normal' }}>
              {t('account.order.kitchen')}
              <br />
              {pickupAddress()}
            </address>
            {t('common.pickup.hours')}: {t('common.pickup.hoursValue', pickupHours())}
            <br />
            <a href={pickupMapUrl()} target="_blank" rel="noopener noreferrer">
              {t('common.pickup.map')}
              <VisuallyHidden> {t('common.newTab')}</VisuallyHidden>
            </a>
          </>
        )}
      </dd>
    </Facts>
  );
}

export function OrderLines({ order, id }: { order: OrderDetail; id?: string }) {
  const t = useT();
  return (
    // Amounts stay on one line; on a 320 px screen in ms-MY the table scrolls in its own region.
    <Table id={id} caption={t('account.order.meals')} captionHidden numericFrom={1}>
      <thead>
        <tr>
          <th scope="col">{t('account.order.item')}</th>
          <th scope="col">{t('account.order.quantity')}</th>
          <th scope="col">{t('account.order.unitPrice')}</th>
          <th scope="col">{t('account.order.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <td>
              {line.name}
              {line.size &&
                ` (${line.size === 'S' ? t('account.order.sizeS') : t('account.order.sizeL')})`}
            </td>
            <td>{line.quantity}</td>
            <td>{formatMoney(line.price)}</td>
            <td>{formatMoney(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** docs/architecture.md §9 price summary lines in their order; points are counted, not money. */
export function PriceSummary({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <Summary aria-label={t('account.order.priceSummary')}>
      {order.price_summary.map((line) => (
        <div key={line.key} style={{ display: 'contents' }}>
          <dt className={line.key === 'total' ? 'total' : undefined}>
            {t(`account.price.${line.key}`)}
          </dt>
          <dd className={line.key === 'total' ? 'total' : undefined}>
            {POINTS_LINE_KEYS.includes(line.key)
              ? t('account.points.count', { count: Number(line.amount) })
              : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </Summary>
  );
}
