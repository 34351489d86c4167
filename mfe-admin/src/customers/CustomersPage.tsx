import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApi } from '@mealprep/shared/api';
import { AppLink } from '@mealprep/shared/routes';
import {
  Button,
  Card,
  Cluster,
  EmptyState,
  Field,
  PageFrame,
  Skeleton,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import { adminApi } from '../common/adminApi';
import { useT } from '../i18n';
import type { AdminCustomer } from './types';

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

/** `/admin/customers`: find a customer by e-mail or name to adjust their points. */
export default function CustomersPage() {
  const t = useT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [customers, setCustomers] = useState<AdminCustomer[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setCustomers(null);
    void api
      .get<AdminCustomer[]>(adminApi.customers, { params: q ? { q } : {}, showError: false })
      .then((result) => {
        if (!live) return;
        if (result.ok) setCustomers(result.data);
        else setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, q]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim() ? new URLSearchParams({ q: draft.trim() }) : new URLSearchParams();
    // After the submit event (see LogsPage).
    window.setTimeout(() => setParams(next), 0);
  }

  return (
    <PageFrame title={t('admin.customers.title')}>
      <Card>
        <form noValidate role="search" onSubmit={submit}>
          <Cluster gap={3}>
            <Field label={t('admin.customers.search')} hint={t('admin.customers.searchHint')}>
              {(control) => (
                <TextInput
                  {...control}
                  type="search"
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit">{t('admin.customers.find')}</Button>
          </Cluster>
        </form>
      </Card>
      {failed && <Text role="alert">{t('admin.customers.failed')}</Text>}
      {!customers && !failed && <Skeleton height="10rem" />}
      {customers?.length === 0 && <EmptyState title={t('admin.customers.none')} />}
      {customers && customers.length > 0 && (
        <Table>
          <caption>{t('admin.customers.results')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.customers.name')}</th>
              <th scope="col">{t('admin.customers.email')}</th>
              <th scope="col">{t('admin.customers.points')}</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id}>
                <td>
                  <AppLink to="adminCustomer" params={{ id: customer.id }}>
                    {customer.first_name} {customer.last_name}
                  </AppLink>
                </td>
                <td>{customer.email}</td>
                <td>{customer.points}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageFrame>
  );
}
