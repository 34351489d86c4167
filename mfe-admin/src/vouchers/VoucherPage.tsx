import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Card, Heading, PageFrame, Skeleton, Text } from '@mealprep/shared/ui';
import { adminApi } from '../common/adminApi';
import { useT } from '../i18n';
import { formatWhen } from '../logs/types';
import type { AdminVoucher, VoucherUse } from './types';
import { VoucherForm } from './VoucherForm';
import { VoucherStatusBadge } from './VoucherStatusBadge';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** `/admin/vouchers/:id`: edit or disable a voucher and see each of its uses. */
export default function VoucherPage() {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const locale = useLocale();
  const { id = '' } = useParams<'id'>();
  const [data, setData] = useState<{ voucher: AdminVoucher; uses: VoucherUse[] } | null>(null);
  const [missing, setMissing] = useState(false);
  const [revision, setRevision] = useState(0);

  const load = useCallback(() => {
    void api
      .get<{ voucher: AdminVoucher; uses: VoucherUse[] }>(adminApi.voucherUses(id), {
        showError: false,
      })
      .then((result) => {
        if (result.ok) setData(result.data);
        else setMissing(true);
      });
  }, [api, id]);
  useEffect(load, [load]);

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
              key={revision}
              voucher={data.voucher}
              url={adminApi.voucher(data.voucher.id)}
              label={t('admin.voucher.edit')}
              onSaved={() => {
                bus.emit('toast.show', {
                  variant: 'success',
                  description: t('admin.voucher.saved'),
                });
                setRevision((n) => n + 1);
                load();
              }}
            />
          </Card>
          <Heading level={2}>{t('admin.voucher.usesTitle', { count: data.uses.length })}</Heading>
          {data.uses.length === 0 ? (
            <Text tone="muted">{t('admin.voucher.noUses')}</Text>
          ) : (
            <Table>
              <caption>{t('admin.voucher.usesTitle', { count: data.uses.length })}</caption>
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
