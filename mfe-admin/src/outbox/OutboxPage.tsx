import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import {
  Badge,
  Button,
  Card,
  Cluster,
  Field,
  PageFrame,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import { formatWhen } from '../common/formatWhen';
import { PageLinks } from '../common/PageLinks';
import { useT } from '../i18n';
import { useOutboxQuery } from './api';
import { ListStates } from '../common/ListStates';

const STATE_TONES = { queued: 'accent', sent: 'primary', failed: 'danger' } as const;

/**
 * `/admin/outbox` (docs/architecture.md §7.1): every e-mail the shop wrote, newest first, by
 * recipient and state. With `npm start` (no SMTP) this is the development mail catcher.
 */
export default function OutboxPage() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const applied = { to: params.get('to') ?? '', state: params.get('state') ?? '' };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(applied);
  const request: Record<string, string> = { page: String(page), per_page: '20' };
  if (applied.to) request.to = applied.to;
  if (applied.state) request.state = applied.state;
  const { currentData: result, error } = useOutboxQuery(request);
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.per_page)) : 1;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.to.trim()) next.set('to', draft.to.trim());
    if (draft.state) next.set('state', draft.state);
    // After the submit event (see LogsPage: jsdom cannot snapshot the form mid-transition).
    window.setTimeout(() => setParams(next), 0);
  }

  return (
    <PageFrame title={t('admin.outbox.title')}>
      <Text tone="muted">{t('admin.outbox.intro')}</Text>
      <Card>
        <form noValidate onSubmit={submit} aria-label={t('admin.outbox.filters')}>
          <Stack gap={3}>
            <Cluster gap={3}>
              <Field label={t('admin.outbox.to')}>
                {(control) => (
                  <TextInput
                    {...control}
                    type="search"
                    value={draft.to}
                    onChange={(event) => setDraft({ ...draft, to: event.target.value })}
                  />
                )}
              </Field>
              <Field label={t('admin.outbox.state')}>
                {(control) => (
                  <Select
                    {...control}
                    value={draft.state}
                    onChange={(event) => setDraft({ ...draft, state: event.target.value })}
                    options={[
                      { value: '', label: t('admin.outbox.anyState') },
                      { value: 'queued', label: t('admin.outbox.queued') },
                      { value: 'sent', label: t('admin.outbox.sent') },
                      { value: 'failed', label: t('admin.outbox.failed') },
                    ]}
                  />
                )}
              </Field>
            </Cluster>
            <Cluster gap={2}>
              <Button type="submit">{t('admin.logs.apply')}</Button>
            </Cluster>
          </Stack>
        </form>
      </Card>
      <ListStates
        data={result}
        error={error}
        failed={t('admin.outbox.loadFailed')}
        empty={t('admin.outbox.empty')}
        isEmpty={(result) => result.rows.length === 0}
      >
        {(result) => (
          <>
            <Table caption={t('admin.outbox.count', { total: result.meta.total })}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.outbox.written')}</th>
                  <th scope="col">{t('admin.outbox.to')}</th>
                  <th scope="col">{t('admin.outbox.subject')}</th>
                  <th scope="col">{t('admin.outbox.state')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((mail) => (
                  <tr key={mail.id}>
                    <td>{formatWhen(mail.created_at, locale)}</td>
                    <td>{mail.to}</td>
                    <td>
                      <AppLink to="adminOutboxMail" params={{ id: mail.id }}>
                        {mail.subject}
                      </AppLink>
                    </td>
                    <td>
                      <Badge tone={STATE_TONES[mail.state]}>
                        {t(`admin.outbox.${mail.state}`)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <PageLinks page={page} pages={pages} label={t('admin.outbox.pages')} />
          </>
        )}
      </ListStates>
    </PageFrame>
  );
}
