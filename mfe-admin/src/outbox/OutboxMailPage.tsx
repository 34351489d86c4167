import { useState } from 'react';
import { useParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Button, Card, Cluster, PageFrame, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { formatWhen } from '../common/formatWhen';
import { useT } from '../i18n';
import { useOutboxMailQuery } from './api';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Plain = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The mail's own HTML, shown as a mail client would: sandboxed, no scripts, no navigation. */
const Preview = styled.iframe`
  width: 100%;
  min-height: 40rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

/** `/admin/outbox/:id`: one e-mail, its HTML as sent and its plain-text part. */
export default function OutboxMailPage() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams<'id'>();
  const { currentData: mail, isError: missing } = useOutboxMailQuery(id);
  const [part, setPart] = useState<'html' | 'text'>('html');
  const showHtml = part === 'html' && Boolean(mail?.html);

  return (
    <PageFrame title={mail?.subject ?? t('admin.outbox.mail')}>
      <AppLink to="adminOutbox">{t('admin.outbox.back')}</AppLink>
      {missing && <Text role="alert">{t('admin.outbox.notFound')}</Text>}
      {!mail && !missing && <Skeleton height="12rem" />}
      {mail && (
        <Stack gap={4}>
          <Card>
            <Details>
              <dt>{t('admin.outbox.to')}</dt>
              <dd>{mail.to}</dd>
              <dt>{t('admin.outbox.kind')}</dt>
              <dd>{mail.kind}</dd>
              <dt>{t('admin.outbox.language')}</dt>
              <dd>{mail.locale ?? '—'}</dd>
              <dt>{t('admin.outbox.written')}</dt>
              <dd>{formatWhen(mail.created_at, locale)}</dd>
              <dt>{t('admin.outbox.state')}</dt>
              <dd>
                {t(`admin.outbox.${mail.state}`)}
                {mail.sent_at ? ` (${formatWhen(mail.sent_at, locale)})` : ''}
                {` · ${t('admin.outbox.attempts', { count: mail.attempts })}`}
              </dd>
              {mail.last_error && (
                <>
                  <dt>{t('admin.outbox.lastError')}</dt>
                  <dd>{mail.last_error}</dd>
                </>
              )}
            </Details>
          </Card>
          <Cluster gap={2} role="group" aria-label={t('admin.outbox.parts')}>
            <Button
              variant={showHtml ? 'primary' : 'secondary'}
              aria-pressed={showHtml}
              disabled={!mail.html}
              onClick={() => setPart('html')}
            >
              {t('admin.outbox.html')}
            </Button>
            <Button
              variant={showHtml ? 'secondary' : 'primary'}
              aria-pressed={!showHtml}
              onClick={() => setPart('text')}
            >
              {t('admin.outbox.text')}
            </Button>
          </Cluster>
          <Card>
            {showHtml ? (
              <Preview title={t('admin.outbox.htmlTitle')} sandbox="" srcDoc={mail.html ?? ''} />
            ) : (
              <Plain aria-label={t('admin.outbox.text')}>{mail.text}</Plain>
            )}
          </Card>
        </Stack>
      )}
    </PageFrame>
  );
}
