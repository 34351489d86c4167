import { useParams } from '@mealprep/shared/router';
import { acceptedForm, type FormText } from '@mealprep/shared/api';
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
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { formatWhen } from '../common/formatWhen';
import { useAdjustPointsMutation, useCustomerPointsQuery } from './api';

/** The adjustment as the API reads it: the points as a number, none when left empty. */
function toRequest(
  values: Record<'points' | 'remarks', string>,
): FormText<PointsAdjustmentRequest> {
  return {
    points: values.points.trim() === '' ? undefined : Number(values.points),
    remarks: values.remarks,
  };
}

/** `/admin/customers/:id`: a customer's points balance and ledger, and the adjustment form. */
export default function CustomerPointsPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { id = '' } = useParams<'id'>();
  const { data, isError: missing } = useCustomerPointsQuery(id);
  const [adjust] = useAdjustPointsMutation();
  const form = useSchemaForm({
    schema: (rules) => rules.pointsAdjustmentSchema,
    initialValues: { points: '', remarks: '' },
    // The form's own checks read the adjustment as it is sent.
    toRequest,
    // The balance and the ledger refresh themselves: the adjustment invalidates them.
    submit: (body) => adjust({ id, body: acceptedForm<PointsAdjustmentRequest>(body) }),
    resetOnSuccess: true,
    onSuccess: () =>
      bus.emit('toast.show', { variant: 'success', description: t('admin.points.saved') }),
  });

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
            <form {...form.formProps} aria-label={t('admin.points.adjust')}>
              <Stack gap={3}>
                {form.failure && <FormAlert>{form.failure}</FormAlert>}
                <Field
                  label={t('admin.points.amount')}
                  hint={t('admin.points.amountHint')}
                  error={form.error('points')}
                  required
                >
                  {(control) => (
                    <TextInput {...control} {...form.field('points')} inputMode="numeric" />
                  )}
                </Field>
                <Field label={t('admin.points.remarks')} error={form.error('remarks')} required>
                  {(control) => (
                    <TextInput {...control} {...form.field('remarks')} maxLength={500} />
                  )}
                </Field>
                <div>
                  <Button type="submit" loading={form.submitting}>
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
