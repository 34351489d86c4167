import { useBus } from '@mealprep/shared/bus';
import { formatMoney } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Card, Heading, PageFrame, Table } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useVouchersQuery } from './api';
import type { AdminVoucher } from '@mealprep/shared/staff/contracts';
import { VoucherForm } from './VoucherForm';
import { VoucherStatusBadge } from './VoucherStatusBadge';
import { ListStates } from '../common/ListStates';

/** How a voucher discounts, as the admin reads it: "10 %" or "RM 12.50". */
export function discountOf(voucher: Pick<AdminVoucher, 'kind' | 'value'>): string {
  return voucher.kind === 'percent' ? `${voucher.value} %` : formatMoney(voucher.value);
}

/** `/admin/vouchers`: every voucher with its uses, and a form for a new one. */
export default function VouchersPage() {
  const t = useT();
  const bus = useBus();
  const { data: list, error } = useVouchersQuery();

  return (
    <PageFrame title={t('admin.vouchers.title')}>
      <Card>
        <Heading level={2}>{t('admin.vouchers.new')}</Heading>
        <VoucherForm
          label={t('admin.vouchers.new')}
          onSaved={(saved) => {
            bus.emit('toast.show', {
              variant: 'success',
              description: t('admin.vouchers.created', { code: saved.code }),
            });
          }}
        />
      </Card>
      <ListStates
        data={list}
        error={error}
        failed={t('admin.vouchers.failed')}
        empty={t('admin.vouchers.none')}
        isEmpty={(list) => list.length === 0}
        skeletonHeight="10rem"
      >
        {(list) => (
          <Table caption={t('admin.vouchers.list')}>
            <thead>
              <tr>
                <th scope="col">{t('admin.vouchers.code')}</th>
                <th scope="col">{t('admin.vouchers.discount')}</th>
                <th scope="col">{t('admin.vouchers.uses')}</th>
                <th scope="col">{t('admin.vouchers.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((voucher) => (
                <tr key={voucher.id}>
                  <td>
                    <AppLink to="adminVoucher" params={{ id: voucher.id }}>
                      {voucher.code}
                    </AppLink>
                  </td>
                  <td>{discountOf(voucher)}</td>
                  <td>
                    {voucher.total_limit === null
                      ? voucher.used_count
                      : `${voucher.used_count} / ${voucher.total_limit}`}
                  </td>
                  <td>
                    <VoucherStatusBadge voucher={voucher} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListStates>
    </PageFrame>
  );
}
