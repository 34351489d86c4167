/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import { Column, Row, Section, Text } from '@react-email/components';
import type { PriceLineKey } from '@mealprep/shared/checkout';
import { mt } from '../messages';
import { small, text, theme } from './layout';

/** One line of an order's price summary, worded and formatted (mails and the tax receipt). */
export interface PriceRow {
  key: PriceLineKey;
  label: string;
  amount: string;
}

/** What every order mail knows of its order, already in the mail's language and money format. */
export interface OrderMailData {
  locale: string;
  name: string;
  orderNo: string;
  method: 'deliver' | 'pickup';
  /** The delivery or pickup day, written out ("Friday, 27 November 2026"). */
  date: string;
  time: string;
  /** Delivery address lines (null for self pickup). */
  address: string[] | null;
  lines: { name: string; quantity: number; servings: number; amount: string }[];
  prices: PriceRow[];
  total: string;
  points: number;
  orderUrl: string;
  receiptUrl: string;
  preferencesUrl: string;
}

/** Date, slot and where: the delivery address or the kitchen for pickup. */
export function WhenAndWhere({ order }: { order: OrderMailData }) {
  const { locale } = order;
  const when =
    order.method === 'deliver'
      ? mt(locale, 'deliveryOn', { date: order.date, time: order.time })
      : mt(locale, 'pickupOn', { date: order.date, time: order.time });
  return (
    <Section
      style={{ border: `1px solid ${theme.line}`, borderRadius: '6px', padding: '12px 16px' }}
    >
      <Text style={{ ...text, fontWeight: 700 }}>{when}</Text>
      <Text style={{ ...small, margin: 0 }}>
        {order.address ? mt(locale, 'deliverTo') : mt(locale, 'pickupAt')}
        {order.address?.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </Text>
    </Section>
  );
}

const cell = { ...text, margin: '4px 0' };
const amountCell = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

/** The ordered lines and the price summary as charged (points lines last), then the points earned. */
export function OrderSummary({ order }: { order: OrderMailData }) {
  const { locale } = order;
  return (
    <Section style={{ margin: '16px 0' }}>
      <Text style={{ ...text, fontWeight: 700 }}>{mt(locale, 'items')}</Text>
      {order.lines.map((line, index) => (
        <Row key={`${line.name}-${index}`} className="amount-row">
          <Column style={cell}>
            {mt(locale, 'line', { quantity: line.quantity, name: line.name })}
            {line.servings > 1 ? ` (${mt(locale, 'servings', { servings: line.servings })})` : ''}
          </Column>
          <Column style={amountCell}>{line.amount}</Column>
        </Row>
      ))}
      <Section style={{ borderTop: `1px solid ${theme.line}`, marginTop: '8px' }}>
        {order.prices.map((price) => (
          <Row key={price.key} className="amount-row">
            <Column style={price.key === 'total' ? { ...cell, fontWeight: 700 } : cell}>
              {price.label}
            </Column>
            <Column style={price.key === 'total' ? { ...amountCell, fontWeight: 700 } : amountCell}>
              {price.amount}
            </Column>
          </Row>
        ))}
      </Section>
      {order.points > 0 ? (
        <Text style={{ ...small, marginTop: '8px' }}>
          {mt(locale, 'pointsEarned', { points: order.points })}
        </Text>
      ) : null}
    </Section>
  );
}
