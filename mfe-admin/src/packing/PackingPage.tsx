import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { PackingOrder, PackingPack } from '@mealprep/shared/staff/contracts';
import { formatShopDate, formatSlot } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { selectAdmin, useAppSelector } from '@mealprep/shared/store';
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  Cluster,
  EmptyState,
  Field,
  Heading,
  PageFrame,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mealprep/shared/ui';
import { DayPicker, useChosenDay } from '../common/DayPicker';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { LoadRefusal } from '../common/LoadRefusal';
import { useT } from '../i18n';
import { BoardStatusBadge } from '../orders/boardStatus';
import { labelsHref, useHandOverMutation, usePackActions, usePackingListQuery } from './api';

const Orders = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Packs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** The sentence the page says after a tick, an untick or a scan. */
type Said = { tone: 'success' | 'danger'; text: string };

/** One order: its packs to tick, and the hand-over once a pickup is ready. */
function PackingOrderCard({
  order,
  mayPrint,
  onMark,
  onHandOver,
}: {
  order: PackingOrder;
  mayPrint: boolean;
  onMark: (order: PackingOrder, pack: PackingPack, packed: boolean) => Promise<void>;
  onHandOver: (order: PackingOrder) => Promise<void>;
}) {
  const t = useT();
  const headingId = useId();
  const [busy, setBusy] = useState<number | 'handOver' | null>(null);

  async function mark(pack: PackingPack, packed: boolean) {
    setBusy(pack.no);
    await onMark(order, pack, packed);
    setBusy(null);
  }

  async function handOver() {
    setBusy('handOver');
    await onHandOver(order);
    setBusy(null);
  }

  return (
    <Card as="article" aria-labelledby={headingId} padding={4}>
      <Stack gap={2}>
        <Cluster justify="space-between" gap={2}>
          <Heading level={4} size="lg" id={headingId}>
            {t('admin.packing.order', { orderNo: order.order_no })}
          </Heading>
          <BoardStatusBadge status={order.status} />
        </Cluster>
        <Text weight="medium">{order.customer_name}</Text>
        <Text tone="muted">
          {order.delivery_method === 'pickup'
            ? t('admin.orders.pickup')
            : t('admin.orders.delivery')}
          {' · '}
          {formatSlot(order.delivery_time)}
          {' · '}
          {t(`admin.orders.packaging.${order.packaging_method}`)}
        </Text>
        <Text>
          {t('admin.packing.orderProgress', { packed: order.packed, packs: order.packs.length })}
        </Text>
        <Packs aria-label={t('admin.packing.packs', { orderNo: order.order_no })}>
          {order.packs.map((pack) => (
            <li key={pack.no}>
              <Checkbox
                label={t('admin.packing.pack', { name: pack.name, code: pack.code })}
                description={pack.detail ?? undefined}
                checked={pack.packed_at !== null}
                disabled={!order.can_pack}
                aria-busy={busy === pack.no ? true : undefined}
                onChange={(event) => {
                  if (busy === null) void mark(pack, event.target.checked);
                }}
              />
            </li>
          ))}
        </Packs>
        <Cluster gap={2}>
          {order.delivery_method === 'pickup' && order.next.includes('delivered') && (
            <Button
              size="sm"
              loading={busy === 'handOver'}
              aria-label={t('admin.packing.handOverOf', { orderNo: order.order_no })}
              onClick={() => void handOver()}
            >
              {t('admin.packing.handOver')}
            </Button>
          )}
          {mayPrint && (
            <ButtonLink
              href={labelsHref('sheet', order.delivery_date, order.id)}
              download
              variant="ghost"
              size="sm"
            >
              {t('admin.packing.orderLabels', { orderNo: order.order_no })}
            </ButtonLink>
          )}
        </Cluster>
      </Stack>
    </Card>
  );
}

/**
 * `/admin/packing` (docs/kitchen.md): the orders of a delivery day with their packs — one per dish
 * portion, bundle item or plan meal — ticked by hand or by scanning the code on their label (a
 * barcode scanner types it and Enter). The kitchen ticks; every role reads; dispatch hands a ready
 * pickup over from here as from the orders board. What happened is said in a live region.
 */
export default function PackingPage() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { date, goTo } = useChosenDay();
  const me = useAppSelector(selectAdmin);
  const mayPack = me?.permissions.includes('orders.kitchen') ?? false;
  const { currentData: list, error } = usePackingListQuery(date, {
    refetchOnMountOrArgChange: true,
  });
  const { markPack, scanPack } = usePackActions();
  const [handOverOrder] = useHandOverMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [said, setSaid] = useState<Said | null>(null);

  const refused = apiErrorOf(error);
  const dateError = firstFieldErrors(error).date;

  function announce(changed: PackingOrder, packCode: string, packed: boolean) {
    const text =
      packed && changed.status === 'ready_for_pickup'
        ? t('admin.packing.ready', { code: packCode, orderNo: changed.order_no })
        : t(packed ? 'admin.packing.packed' : 'admin.packing.unpacked', { code: packCode });
    setSaid({ tone: 'success', text });
  }

  async function mark(order: PackingOrder, pack: PackingPack, packed: boolean) {
    const result = await markPack({ id: order.id, date, packNo: pack.no, packed });
    if ('error' in result) {
      setSaid({
        tone: 'danger',
        text: apiErrorOf(result.error)?.message ?? t('admin.packing.changeFailed'),
      });
      return;
    }
    announce(result.data, pack.code, packed);
  }

  async function submitScan(event: FormEvent) {
    event.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    const result = await scanPack({ date, code: scanned });
    if ('error' in result) {
      const atField = firstFieldErrors(result.error).code;
      const text = atField ?? apiErrorOf(result.error)?.message ?? t('admin.packing.changeFailed');
      setCodeError(atField);
      setSaid({ tone: 'danger', text });
      return;
    }
    // Ready for the next scan: the field empties and keeps the focus.
    setCode('');
    setCodeError(undefined);
    const pack = result.data.packs.find(
      (candidate) => candidate.code.toUpperCase() === scanned.toUpperCase(),
    );
    announce(result.data, pack?.code ?? scanned, true);
  }

  async function handOver(order: PackingOrder) {
    const result = await handOverOrder({ id: order.id, date });
    bus.emit(
      'toast.show',
      'error' in result
        ? {
            variant: 'destructive',
            description: apiErrorOf(result.error)?.message ?? t('admin.packing.changeFailed'),
          }
        : {
            variant: 'success',
            description: t('admin.packing.handedOver', { orderNo: order.order_no }),
          },
    );
  }

  return (
    <PageFrame title={t('admin.packing.title')}>
      <Card>
        <Stack gap={3}>
          <DayPicker
            date={date}
            goTo={goTo}
            error={dateError}
            labels={{
              day: t('admin.packing.day'),
              previous: t('admin.packing.previousDay'),
              today: t('admin.packing.today'),
              next: t('admin.packing.nextDay'),
            }}
          />
          {mayPack && list && (
            <Cluster gap={2}>
              <ButtonLink href={labelsHref('sheet', list.meta.date)} download variant="secondary">
                {t('admin.packing.labelsSheet')}
              </ButtonLink>
              <ButtonLink href={labelsHref('roll', list.meta.date)} download variant="secondary">
                {t('admin.packing.labelsRoll')}
              </ButtonLink>
            </Cluster>
          )}
          {mayPack && list && (
            <form onSubmit={(event) => void submitScan(event)} noValidate>
              <Cluster gap={2} align="flex-end">
                <Field
                  label={t('admin.packing.scan')}
                  hint={t('admin.packing.scanHint')}
                  error={codeError}
                >
                  {(control) => (
                    <TextInput
                      {...control}
                      value={code}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) => {
                        setCode(event.target.value);
                        setCodeError(undefined);
                      }}
                    />
                  )}
                </Field>
                <Button type="submit" variant="secondary">
                  {t('admin.packing.scanSubmit')}
                </Button>
              </Cluster>
            </form>
          )}
          <div aria-live="polite" role="status">
            {said && (
              <Text tone={said.tone === 'danger' ? 'danger' : undefined} weight="medium">
                {said.text}
              </Text>
            )}
          </div>
        </Stack>
      </Card>
      <LoadRefusal
        refused={refused}
        failed={t('admin.packing.failed')}
        atField={Boolean(dateError)}
      />
      {!list && !refused && <Skeleton height="16rem" />}
      {list && (
        <>
          <Heading level={2} size="2xl">
            {t('admin.packing.dayOf', { date: formatShopDate(list.meta.date, locale) })}
          </Heading>
          {list.orders.length === 0 ? (
            <EmptyState title={t('admin.packing.empty')} headingLevel={3} />
          ) : (
            <>
              <Text weight="medium">
                {t('admin.packing.progress', { packed: list.meta.packed, packs: list.meta.packs })}
              </Text>
              <Orders>
                {list.orders.map((order) => (
                  <li key={order.id}>
                    <PackingOrderCard
                      order={order}
                      mayPrint={mayPack}
                      onMark={mark}
                      onHandOver={handOver}
                    />
                  </li>
                ))}
              </Orders>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
