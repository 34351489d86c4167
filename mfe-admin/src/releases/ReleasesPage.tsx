import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Badge,
  Button,
  Card,
  Cluster,
  Field,
  Heading,
  PageFrame,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import { BuildVersion } from '../common/BuildVersion';
import { adminApi } from '../common/adminApi';
import { useT } from '../i18n';

export interface ReleaseVersion {
  version: string;
  publishedAt: string;
  baseUrl: string | null;
  integrity: string;
  exposes: string[];
  loads: number;
  failures: number;
}

export interface RemoteRelease {
  remote: string;
  pinned: string | null;
  canary: {
    version: string;
    percent: number;
    failureThreshold: number;
    minLoads: number;
    loads: number;
    failures: number;
    startedAt: string;
  } | null;
  versions: ReleaseVersion[];
}

export interface ReleaseEvent {
  id: number;
  action: string;
  from: string | null;
  to: string | null;
  reason: string;
  actor: string | null;
  at: string;
}

type Action = 'pin' | 'rollback' | 'canary' | 'promote';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

function rate(loads: number, failures: number): string {
  const attempts = loads + failures;
  return attempts === 0 ? '—' : `${((failures / attempts) * 100).toFixed(1)} %`;
}

function RemoteActions({ remote, onDone }: { remote: RemoteRelease; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const [action, setAction] = useState<Action>('pin');
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState('10');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; reasons: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const needsVersion = action === 'pin' || action === 'canary';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (needsVersion && !version) missing.version = t('admin.releases.required');
    if (!reason.trim()) missing.reason = t('admin.releases.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body =
      action === 'pin'
        ? { version, reason }
        : action === 'canary'
          ? { version, percent: Number(percent), reason }
          : action === 'rollback'
            ? { ...(version ? { to: version } : {}), reason }
            : { reason };
    setBusy(true);
    const result = await api.post<{ pinned?: string; canary?: string }>(
      adminApi.releaseAction(remote.remote, action),
      body,
      { showError: false },
    );
    setBusy(false);
    if (!result.ok) {
      const fields = Object.fromEntries(
        Object.entries(result.errors)
          .filter(([name]) => name !== 'reasons')
          .map(([name, list]) => [name, list[0] ?? '']),
      );
      setErrors(fields);
      setFailure({ message: result.message, reasons: result.errors.reasons ?? [] });
      return;
    }
    setReason('');
    bus.emit('toast.show', {
      variant: 'success',
      description: t('admin.releases.done', { remote: remote.remote }),
    });
    onDone();
  }

  const versions = remote.versions.map((v) => ({ value: v.version, label: v.version }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('admin.releases.actionsOf', { remote: remote.remote })}>
      <Stack gap={3}>
        {failure && (
          <div role="alert">
            <Text tone="danger">{failure.message}</Text>
            {failure.reasons.length > 1 && (
              <ul>
                {failure.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Cluster gap={3}>
          <Field label={t('admin.releases.action')}>
            {(control) => (
              <Select
                {...control}
                value={action}
                onChange={(event) => setAction(event.target.value as Action)}
                options={(['pin', 'rollback', 'canary', 'promote'] as const).map((value) => ({
                  value,
                  label: t(`admin.releases.action.${value}`),
                }))}
              />
            )}
          </Field>
          {action !== 'promote' && (
            <Field
              label={
                action === 'rollback'
                  ? t('admin.releases.rollbackTo')
                  : t('admin.releases.version')
              }
              error={errors.version ?? errors.to}
            >
              {(control) => (
                <Select
                  {...control}
                  value={version}
                  onChange={(event) => setVersion(event.target.value)}
                  placeholder={
                    action === 'rollback'
                      ? t('admin.releases.previous')
                      : t('admin.releases.chooseVersion')
                  }
                  options={versions}
                />
              )}
            </Field>
          )}
          {action === 'canary' && (
            <Field label={t('admin.releases.percent')} error={errors.percent}>
              {(control) => (
                <TextInput
                  {...control}
                  type="number"
                  min={1}
                  max={100}
                  inputMode="numeric"
                  value={percent}
                  onChange={(event) => setPercent(event.target.value)}
                />
              )}
            </Field>
          )}
        </Cluster>
        <Field label={t('admin.releases.reason')} error={errors.reason}>
          {(control) => (
            <TextInput
              {...control}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" loading={busy}>
            {t('admin.releases.apply')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function History({ remote }: { remote: string }) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const [events, setEvents] = useState<ReleaseEvent[] | null>(null);
  useEffect(() => {
    let live = true;
    void api.get<ReleaseEvent[]>(adminApi.releaseHistory(remote)).then((result) => {
      if (live && result.ok) setEvents(result.data);
    });
    return () => {
      live = false;
    };
  }, [api, remote]);
  if (!events) return <Skeleton height="4rem" />;
  if (events.length === 0) return <Text tone="muted">{t('admin.releases.noHistory')}</Text>;
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  });
  return (
    <Scroll>
      <Table>
        <caption>{t('admin.releases.historyOf', { remote })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.releases.when')}</th>
            <th scope="col">{t('admin.releases.action')}</th>
            <th scope="col">{t('admin.releases.fromTo')}</th>
            <th scope="col">{t('admin.releases.who')}</th>
            <th scope="col">{t('admin.releases.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{when.format(new Date(event.at))}</td>
              <td>{event.action}</td>
              <td>
                {event.from ?? '—'} → {event.to ?? '—'}
              </td>
              <td>{event.actor ?? t('admin.releases.registry')}</td>
              <td>{event.reason}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

function RemoteCard({ remote, onChanged }: { remote: RemoteRelease; onChanged: () => void }) {
  const t = useT();
  const [showHistory, setShowHistory] = useState(false);
  const [revision, setRevision] = useState(0);
  const headingId = `release-${remote.remote}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={3}>
        <Cluster gap={2}>
          <Heading level={2} id={headingId}>
            {remote.remote}
          </Heading>
          <Badge tone={remote.pinned ? 'primary' : 'neutral'}>
            {remote.pinned
              ? t('admin.releases.pinned', { version: remote.pinned })
              : t('admin.releases.unpinned')}
          </Badge>
          {remote.canary && (
            <Badge tone="accent">
              {t('admin.releases.canary', {
                version: remote.canary.version,
                percent: remote.canary.percent,
              })}
            </Badge>
          )}
        </Cluster>
        {remote.canary && (
          <Text size="sm">
            {t('admin.releases.canaryHealth', {
              failures: remote.canary.failures,
              attempts: remote.canary.loads + remote.canary.failures,
              threshold: remote.canary.failureThreshold,
              minLoads: remote.canary.minLoads,
            })}
          </Text>
        )}
        {remote.versions.length === 0 ? (
          <Text tone="muted">{t('admin.releases.noVersions')}</Text>
        ) : (
          <Scroll>
            <Table>
              <caption>{t('admin.releases.versionsOf', { remote: remote.remote })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.releases.version')}</th>
                  <th scope="col">{t('admin.releases.loads')}</th>
                  <th scope="col">{t('admin.releases.failures')}</th>
                  <th scope="col">{t('admin.releases.failureRate')}</th>
                  <th scope="col">{t('admin.releases.exposes')}</th>
                </tr>
              </thead>
              <tbody>
                {remote.versions.map((v) => (
                  <tr key={v.version}>
                    <th scope="row">{v.version}</th>
                    <td>{v.loads}</td>
                    <td>{v.failures}</td>
                    <td>{rate(v.loads, v.failures)}</td>
                    <td>{v.exposes.map((name) => `./${name}`).join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
        {remote.versions.length > 0 && (
          <RemoteActions
            remote={remote}
            onDone={() => {
              setRevision((n) => n + 1);
              onChanged();
            }}
          />
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {showHistory ? t('admin.releases.hideHistory') : t('admin.releases.showHistory')}
          </Button>
        </div>
        {showHistory && <History key={revision} remote={remote.remote} />}
      </Stack>
    </Card>
  );
}

/** `/admin/releases`: what each remote serves, its versions' health, and the release actions. */
export default function ReleasesPage() {
  const t = useT();
  const api = useApi();
  const [status, setStatus] = useState<RemoteRelease[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    void api.get<RemoteRelease[]>(adminApi.releases).then((result) => {
      if (result.ok) setStatus(result.data);
      else setFailed(true);
    });
  }, [api]);
  useEffect(load, [load]);

  return (
    <PageFrame title={t('admin.releases.title')}>
      {failed && !status && <Text role="alert">{t('admin.releases.loadFailed')}</Text>}
      {!status && !failed && <Skeleton height="12rem" />}
      {status?.map((remote) => (
        <RemoteCard key={remote.remote} remote={remote} onChanged={load} />
      ))}
      <BuildVersion />
    </PageFrame>
  );
}
