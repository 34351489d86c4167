import { styled } from 'styled-components';
import { formatShopDate, formatShopMoment, formatSlot } from '@mealprep/shared/core';
import { pickupAddress, pickupHours, pickupMapUrl, isPointsLine } from '@mealprep/shared/checkout';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { VisuallyHidden, textStyle, visuallyHidden } from '@mealprep/shared/ui';
import { useT } from '../i18n';

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
    `${formatShopDate(order.delivery_date, locale)}, ${formatSlot(order.delivery_time)}`;
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
      <dd>{formatShopMoment(order.created_at, locale)}</dd>
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

/**
 * An order's meals. On a phone each meal is a block of its own (name, then quantity, price and
 * subtotal each beside its label), so nothing is cut at 390 px and nothing scrolls sideways;
 * from `sm` up it is a plain table. Not the kit's `Table`, whose answer
 * to a narrow screen is a scrolling region. The explicit roles keep the table's semantics where a
 * browser drops them for table parts laid out as blocks (WebKit, Gecko).
 */
const MealsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  .amount {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .label {
    display: none;
  }

  /* Below sm (the exact complement of theme.media.sm): the header row is heard, as it names
     each cell, but not seen, and each meal is a block with its labels. Each header cell is
     hidden itself: a hidden row group alone still lays its cells out past a phone's edge. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    thead,
    thead th {
      ${visuallyHidden}
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      padding-block: ${({ theme }) => theme.space[2]};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td {
      padding: 0;
      border: 0;
    }

    td.name {
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      overflow-wrap: anywhere;
    }

    td.amount {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[3]};
    }

    .label {
      display: inline;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/**
 * `labelledBy`: the id of the heading above that names the meals (one "Meals" on the page);
 * without it the table names itself with a caption heard only by assistive technology.
 */
export function OrderLines({
  order,
  id,
  labelledBy,
}: {
  order: OrderDetail;
  id?: string;
  labelledBy?: string;
}) {
  const t = useT();
  const columns = {
    quantity: t('account.order.quantity'),
    price: t('account.order.unitPrice'),
    subtotal: t('account.order.subtotal'),
  };
  // The visible labels of a phone's blocks repeat the column headers, which a screen reader
  // already gives each cell: they are hidden from it.
  const amount = (label: string, value: string | number) => (
    <td role="cell" className="amount">
      <span className="label" aria-hidden="true">
        {label}
      </span>
      <span>{value}</span>
    </td>
  );
  return (
    <MealsTable id={id} role="table" aria-labelledby={labelledBy}>
      {!labelledBy && <caption>{t('account.order.meals')}</caption>}
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('account.order.item')}
          </th>
          <th role="columnheader" scope="col" className="amount">
            {columns.quantity}
          </th>
          <th role="columnheader" scope="col" className="amount">
            {columns.price}
          </th>
          <th role="columnheader" scope="col" className="amount">
            {columns.subtotal}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {order.lines.map((line) => (
          <tr role="row" key={line.id}>
            <td role="cell" className="name">
              {line.name}
              {line.size &&
                ` (${line.size === 'S' ? t('account.order.sizeS') : t('account.order.sizeL')})`}
            </td>
            {amount(columns.quantity, line.quantity)}
            {amount(columns.price, formatMoney(line.price))}
            {amount(columns.subtotal, formatMoney(line.subtotal))}
          </tr>
        ))}
      </tbody>
    </MealsTable>
  );
}

/** docs/architecture.md §9 price summary lines in their order; points are counted, not money. */
export function PriceSummary({ order }: { order: OrderDetail }) {
  const t = useT();
  return <PriceLines lines={order.price_summary} label={t('account.order.priceSummary')} />;
}

/** Price summary lines of an order or of a subscription's week, named by `label`. */
export function PriceLines({
  lines,
  label,
}: {
  lines: OrderDetail['price_summary'];
  label: string;
}) {
  const t = useT();
  return (
    <Summary aria-label={label}>
      {lines.map((line) => (
        <div key={line.key} style={{ display: 'contents' }}>
          <dt className={line.key === 'total' ? 'total' : undefined}>
            {t(`account.price.${line.key}`)}
          </dt>
          <dd className={line.key === 'total' ? 'total' : undefined}>
            {isPointsLine(line.key)
              ? t('account.points.count', { count: Number(line.amount) })
              : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </Summary>
  );
}
