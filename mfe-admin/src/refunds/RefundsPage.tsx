import { useSearchParams } from '@mealprep/shared/router';
import { useBus } from '@mealprep/shared/bus';
import type { RefundDue } from '@mealprep/shared/orders/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { Button, PageFrame, Table, Text } from '@mealprep/shared/ui';
import { formatWhen } from '../common/formatWhen';
import { ListStates } from '../common/ListStates';
import { PageLinks } from '../common/PageLinks';
import { useT } from '../i18n';
import { useMarkRefunded, useRefundsDueQuery } from './api';

/**
 * `/admin/refunds` (docs/architecture.md §9.4 "decided once", §9.8), for admins and support:
 * money the shop received and must give back — paid after the customer cancelled, or paid twice
 * — oldest first, with the order, the customer, the amount, when it came and why. Once the money
 * has gone back through the gateway, a member of staff records it (after a confirmation); the
 * API writes it to the audit log and the row leaves the list.
 */
export default function RefundsPage() {
  const t = useT();
  const locale = useLocale();
  const bus = useBus();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // A payment reported at any moment adds a row: the list is asked again whenever it is opened.
  const {
    currentData: result,
    error,
    refetch,
  } = useRefundsDueQuery(page, { refetchOnMountOrArgChange: true });
  const markRefunded = useMarkRefunded();
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.per_page)) : 1;

  function askToRecord(refund: RefundDue) {
    const values = { amount: formatMoney(refund.amount), orderNo: refund.order_no };
    bus.emit('confirm.open', {
      title: t('admin.refunds.confirmTitle', values),
      message: t('admin.refunds.confirmMessage'),
      confirmTitle: t('admin.refunds.confirm'),
      cancelTitle: t('admin.refunds.keep'),
      action: async () => {
        const answer = await markRefunded({ id: refund.id, page });
        // A refusal (recorded by someone else meanwhile) is toasted by the client; the list
        // on screen is out of date, so it is asked again.
        if ('error' in answer) {
          void refetch();
          return;
        }
        bus.emit('toast.show', {
          variant: 'success',
          description: t('admin.refunds.recorded', values),
        });
      },
    });
  }

  return (
    <PageFrame title={t('admin.refunds.title')}>
      <Text tone="muted">{t('admin.refunds.intro')}</Text>
      <ListStates
        data={result}
        error={error}
        failed={t('admin.refunds.failed')}
        empty={t('admin.refunds.empty')}
        isEmpty={(result) => result.meta.total === 0}
      >
        {(result) => (
          <>
            <Table caption={t('admin.refunds.list', { total: result.meta.total })}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.refunds.order')}</th>
                  <th scope="col">{t('admin.refunds.customer')}</th>
                  <th scope="col">{t('admin.refunds.amount')}</th>
                  <th scope="col">{t('admin.refunds.paidAt')}</th>
                  <th scope="col">{t('admin.refunds.why')}</th>
                  <th scope="col">{t('admin.refunds.action')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((refund) => (
                  <tr key={refund.id}>
                    <th scope="row">{refund.order_no}</th>
                    <td>
                      {refund.customer_name}
                      <br />
                      {refund.customer_email}
                    </td>
                    <td>{formatMoney(refund.amount)}</td>
                    <td>{formatWhen(refund.paid_at, locale)}</td>
                    <td>{t(`admin.refunds.reason.${refund.reason}`)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('admin.refunds.markLabel', {
                          amount: formatMoney(refund.amount),
                          orderNo: refund.order_no,
                        })}
                        onClick={() => askToRecord(refund)}
                      >
                        {t('admin.refunds.mark')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {pages > 1 && <PageLinks page={page} pages={pages} label={t('admin.refunds.pages')} />}
          </>
        )}
      </ListStates>
    </PageFrame>
  );
}
