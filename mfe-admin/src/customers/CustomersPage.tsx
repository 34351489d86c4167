import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { AppLink } from '@mealprep/shared/routes';
import { Button, Card, Cluster, Field, PageFrame, Table, TextInput } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useCustomersQuery } from './api';
import { ListStates } from '../common/ListStates';

/** `/admin/customers`: find a customer by e-mail or name to adjust their points. */
export default function CustomersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const { currentData: customers, error } = useCustomersQuery(q);

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
      <ListStates
        data={customers}
        error={error}
        failed={t('admin.customers.failed')}
        empty={t('admin.customers.none')}
        isEmpty={(customers) => customers.length === 0}
        skeletonHeight="10rem"
      >
        {(customers) => (
          <Table caption={t('admin.customers.results')}>
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
                      {/* One text node: the server's HTML would split "first last" into three,
                          and Chromium then names the link without the space. */}
                      {`${customer.first_name} ${customer.last_name}`}
                    </AppLink>
                  </td>
                  <td>{customer.email}</td>
                  <td>{customer.points}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </ListStates>
    </PageFrame>
  );
}
