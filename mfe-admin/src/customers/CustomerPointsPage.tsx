import { useState, type FormEvent } from 'react';
import { useParams } from '@mealprep/shared/router';
import { acceptedForm, apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import {
  Button,
  Card,
  Field,
  PageFrame,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import type { PointsAdjustmentRequest } from '@mealprep/shared/validation';
import { prefetchValidation } from '@mealprep/shared/validation/load';
import { firstFieldErrors, ruleErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { formatWhen } from '../common/formatWhen';
import { useAdjustPointsMutation, useCustomerPointsQuery } from './api';

type Values = { points: string; remarks: string };

/** `/admin/customers/:id`: a customer's points balance and ledger, and the adjustment form. */
export default function CustomerPointsPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { id = '' } = useParams<'id'>();
  const { data, isError: missing } = useCustomerPointsQuery(id);
  const [adjust] = useAdjustPointsMutation();
  const [values, setValues] = useState<Values>({ points: '', remarks: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      points: values.points.trim() === '' ? undefined : Number(values.points),
      remarks: values.remarks,
    };
    const invalid = await ruleErrors((rules) => rules.pointsAdjustmentSchema, body, locale);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    // The balance and the ledger refresh themselves: the adjustment invalidates them.
    const result = await adjust({ id, body: acceptedForm<PointsAdjustmentRequest>(body) });
    setBusy(false);
    if ('error' in result) {
      const fields = firstFieldErrors(result.error);
      setErrors({
        points: fields.points ?? apiErrorOf(result.error)?.message,
        remarks: fields.remarks,
      });
      return;
    }
    setValues({ points: '', remarks: '' });
    bus.emit('toast.show', { variant: 'success', description: t('admin.points.saved') });
  }

  const name = data ? `${data.customer.first_name} ${data.customer.last_name}` : '';
  return (
    <PageFrame title={data ? t('admin.points.title', { name }) : t('admin.points.loading')}>
      <AppLink to="adminCustomers">{t('admin.points.back')}</AppLink>
      {missing && <Text role="alert">{t('admin.points.notFound')}</Text>}
      {!data && !missing && <Skeleton height="10rem" />}
      {data && (
        <>
          <Text>
            {data.customer.email} · {t('admin.points.balance', { points: data.customer.points })}
          </Text>
          <Card>
            <form
              noValidate
              aria-label={t('admin.points.adjust')}
              onSubmit={(event) => void submit(event)}
              onFocus={prefetchValidation}
            >
              <Stack gap={3}>
                <Field
                  label={t('admin.points.amount')}
                  hint={t('admin.points.amountHint')}
                  error={errors.points}
                  required
                >
                  {(control) => (
                    <TextInput
                      {...control}
                      inputMode="numeric"
                      value={values.points}
                      onChange={(event) => setValues((v) => ({ ...v, points: event.target.value }))}
                    />
                  )}
                </Field>
                <Field label={t('admin.points.remarks')} error={errors.remarks} required>
                  {(control) => (
                    <TextInput
                      {...control}
                      maxLength={500}
                      value={values.remarks}
                      onChange={(event) =>
                        setValues((v) => ({ ...v, remarks: event.target.value }))
                      }
                    />
                  )}
                </Field>
                <div>
                  <Button type="submit" loading={busy}>
                    {t('admin.points.save')}
                  </Button>
                </div>
              </Stack>
            </form>
          </Card>
          {data.transactions.length === 0 ? (
            <Text tone="muted">{t('admin.points.empty')}</Text>
          ) : (
            <Table caption={t('admin.points.history')}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.points.when')}</th>
                  <th scope="col">{t('admin.points.change')}</th>
                  <th scope="col">{t('admin.points.after')}</th>
                  <th scope="col">{t('admin.points.remarks')}</th>
                  <th scope="col">{t('admin.points.by')}</th>
                </tr>
              </thead>
              <tbody>
                {data.transactions.map((row) => (
                  <tr key={row.id}>
                    <td>{formatWhen(row.created_at, locale)}</td>
                    <td>{row.points > 0 ? `+${row.points}` : row.points}</td>
                    <td>{row.balance_after}</td>
                    <td>{row.remarks}</td>
                    <td>
                      {row.source === 'order'
                        ? t('admin.points.byOrder', { order: row.order_id ?? '—' })
                        : (row.admin ?? '—')}
                    </td>
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
