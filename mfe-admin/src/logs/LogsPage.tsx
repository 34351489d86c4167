import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import {
  Button,
  Card,
  Cluster,
  Field,
  PageFrame,
  Pagination,
  Stack,
  Table,
  TextInput,
} from '@mealprep/shared/ui';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useLogsQuery } from './api';
import { formatWhen } from '../common/formatWhen';
import { ListStates } from '../common/ListStates';

const FILTERS = ['status', 'from', 'to', 'user', 'q'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

const Message = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
}

/** `/admin/logs`: client error logs, newest first, filtered and paginated through the URL. */
export default function LogsPage() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const request: Record<string, string> = { page: String(page), per_page: '20' };
  for (const name of FILTERS) if (applied[name]) request[name] = applied[name];
  const { currentData: result, error } = useLogsQuery(request);
  const errors = firstFieldErrors(error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of FILTERS) if (draft[name].trim()) next.set(name, draft[name].trim());
    // After the submit event: a router transition inside it makes React snapshot the form with
    // `new FormData(form, submitter)`, which the jsdom test environment cannot construct.
    window.setTimeout(() => setParams(next), 0);
  }

  const input = (name: Filter) => ({
    name,
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <PageFrame title={t('admin.logs.title')}>
      <Card>
        <form noValidate onSubmit={submit} aria-label={t('admin.logs.filters')}>
          <Stack gap={3}>
            <Cluster gap={3}>
              <Field label={t('admin.logs.status')} error={errors.status}>
                {(control) => <TextInput {...control} {...input('status')} inputMode="numeric" />}
              </Field>
              <Field label={t('admin.logs.from')} error={errors.from}>
                {(control) => <TextInput {...control} {...input('from')} type="date" />}
              </Field>
              <Field label={t('admin.logs.to')} error={errors.to}>
                {(control) => <TextInput {...control} {...input('to')} type="date" />}
              </Field>
              <Field
                label={t('admin.logs.user')}
                hint={t('admin.logs.userHint')}
                error={errors.user}
              >
                {(control) => <TextInput {...control} {...input('user')} />}
              </Field>
              <Field label={t('admin.logs.text')} error={errors.q}>
                {(control) => <TextInput {...control} {...input('q')} type="search" />}
              </Field>
            </Cluster>
            <Cluster gap={2}>
              <Button type="submit">{t('admin.logs.apply')}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setDraft(readFilters(new URLSearchParams()));
                  setParams(new URLSearchParams());
                }}
              >
                {t('admin.logs.clear')}
              </Button>
            </Cluster>
          </Stack>
        </form>
      </Card>
      <ListStates
        data={result}
        error={error}
        failed={t('admin.logs.failed')}
        empty={t('admin.logs.empty')}
        isEmpty={(result) => result.rows.length === 0}
      >
        {(result) => (
          <>
            <Table
              caption={t(result.meta.total_capped ? 'admin.logs.countCapped' : 'admin.logs.count', {
                total: result.meta.total,
              })}
            >
              <thead>
                <tr>
                  <th scope="col">{t('admin.logs.received')}</th>
                  <th scope="col">{t('admin.logs.status')}</th>
                  <th scope="col">{t('admin.logs.message')}</th>
                  <th scope="col">{t('admin.logs.user')}</th>
                  <th scope="col">{t('admin.logs.remote')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((log) => (
                  <tr key={log.id}>
                    <td>
                      <AppLink to="adminLog" params={{ id: log.id }}>
                        {formatWhen(log.createdAt, locale)}
                      </AppLink>
                    </td>
                    <td>{log.statusCode}</td>
                    <td>
                      <Message>{log.message}</Message>
                    </td>
                    <td>{log.userId ?? '—'}</td>
                    <td>{log.remote ? `${log.remote}@${log.remoteVersion ?? '?'}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination
              page={page}
              pages={result.meta.last_page}
              onPageChange={goTo}
              label={t('admin.logs.pages')}
              previousLabel={t('admin.logs.previous')}
              nextLabel={t('admin.logs.next')}
              pageLabel={(number) => t('admin.logs.page', { page: number })}
              status={t('admin.logs.pageOf', { page, last: result.meta.last_page })}
            />
          </>
        )}
      </ListStates>
    </PageFrame>
  );
}
