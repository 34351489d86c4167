/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import { Text } from '@react-email/components';
import { mt } from '../messages';
import { Action, MailLayout, small, text, theme } from './layout';
import type { OrderMailData } from './order-parts';

/**
 * One mail per step of a problem report (docs/support.md): received, answered, resolved and a
 * refund sent. `body` is already in the order's language; `quote` is support's own words.
 */
export function ProblemNotice(props: {
  order: OrderMailData;
  subject: string;
  body: string;
  quote?: string;
}) {
  const { order } = props;
  const { locale } = order;
  return (
    <MailLayout locale={locale} preview={props.body} title={props.subject} name={order.name}>
      <Text style={text}>{props.body}</Text>
      {props.quote ? (
        <Text
          style={{
            ...text,
            whiteSpace: 'pre-line',
            borderLeft: `3px solid ${theme.line}`,
            paddingLeft: '12px',
          }}
        >
          {props.quote}
        </Text>
      ) : null}
      <Action href={order.orderUrl}>{mt(locale, 'viewOrder')}</Action>
      <Text style={small}>{mt(locale, 'problemReplyNote')}</Text>
    </MailLayout>
  );
}
