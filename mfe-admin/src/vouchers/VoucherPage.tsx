import { useParams } from '@mealprep/shared/router';
import { useBus } from '@mealprep/shared/bus';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Card, Heading, PageFrame, Skeleton, Table, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { formatWhen } from '../common/formatWhen';
import { useVoucherUsesQuery } from './api';
import { VoucherForm } from './VoucherForm';
import { VoucherStatusBadge } from './VoucherStatusBadge';

/** `/admin/vouchers/:id`: edit or disable a voucher and see each of its uses. */
export default function VoucherPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { id = '' } = useParams<'id'>();
  const { data, isError: missing, fulfilledTimeStamp } = useVoucherUsesQuery(id);

  return (
    <PageFrame
      title={
        data ? t('admin.voucher.title', { code: data.voucher.code }) : t('admin.vouchers.title')
      }
    >
      <AppLink to="adminVouchers">{t('admin.voucher.back')}</AppLink>
      {missing && <Text role="alert">{t('admin.voucher.notFound')}</Text>}
      {!data && !missing && <Skeleton height="12rem" />}
      {data && (
        <>
          <Text>
            {t('admin.vouchers.status')}: <VoucherStatusBadge voucher={data.voucher} />
          </Text>
          <Card>
            <VoucherForm
              // The form starts again from the saved voucher each time it is answered again.
              key={fulfilledTimeStamp}
              voucher={data.voucher}
              label={t('admin.voucher.edit')}
              onSaved={() => {
                bus.emit('toast.show', {
                  variant: 'success',
                  description: t('admin.voucher.saved'),
                });
              }}
            />
          </Card>
          <Heading level={2}>{t('admin.voucher.usesTitle', { count: data.uses.length })}</Heading>
          {data.uses.length === 0 ? (
            <Text tone="muted">{t('admin.voucher.noUses')}</Text>
          ) : (
            <Table caption={t('admin.voucher.usesTitle', { count: data.uses.length })}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.voucher.when')}</th>
                  <th scope="col">{t('admin.voucher.customer')}</th>
                  <th scope="col">{t('admin.voucher.order')}</th>
                  <th scope="col">{t('admin.voucher.discount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.uses.map((use) => (
                  <tr key={use.id}>
                    <td>{formatWhen(use.created_at, locale)}</td>
                    <td>{use.customer}</td>
                    <td>{use.order_id}</td>
                    <td>{formatMoney(use.discount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </PageFrame>
  );
}
