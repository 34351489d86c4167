import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatCountdown, useApi, type FieldErrors } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import {
  POINTS_LINE_KEYS,
  slotEnd,
  slotsOn,
  type AppliedVoucher,
  type CheckoutQuote,
  type DeliveryMethod,
  type PackagingMethod,
  type PlacedOrder,
} from '@mealprep/shared/domain';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink, href } from '@mealprep/shared/routes';
import { useSearchParams } from 'react-router-dom';
import {
  Badge,
  Button,
  EmptyState,
  Field,
  PageFrame,
  PickupPanel,
  RadioGroup,
  Select,
  Skeleton,
  TextArea,
  TextInput,
} from '@mealprep/shared/ui';
import { useT } from '../i18n';

/** docs/spec.md §3 address fields the picker shows (`GET /api/v1/user/address`). */
interface SavedAddress {
  id: number;
  first_name: string;
  last_name: string;
  unit_no?: string | null;
  address_1: string;
  address_2?: string | null;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  is_default: boolean | number;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Summary = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: 1.15rem;
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .total {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const VoucherRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;

  > :first-child {
    flex: 1;
  }
`;

const Success = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Missing = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** '2026-11-23' plus n days, by calendar (no time zone involved). */
function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function remainingLabel(ms: number): string {
  return formatCountdown(Math.max(0, Math.floor(ms / 1000)));
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Leaves the shop for the gateway's hosted page. */
function goToPayment(url: string) {
  window.location.assign(url);
}

/** Days offered after the earliest one. */
const LATER_DAYS = 6;

/**
 * "Add an address" opens the account's add form and comes back here with the new address's id,
 * which is then the one chosen (the language prefix is kept on both ways).
 */
const ADD_ADDRESS_SEARCH = `?${new URLSearchParams({ new: '1', redirect: href('checkout') }).toString()}`;

/**
 * docs/spec.md §2 checkout: method, packaging, instructions, address, date and slot (docs/spec.md §9 rules from
 * `deliveryOptions`, re-checked by the server), voucher, the price summary of docs/architecture.md §9 and
 * a countdown to the courier quote's expiry, after which the charge is re-quoted.
 */
export default function CheckoutPage() {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const locale = useLocale();
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [method, setMethod] = useState<DeliveryMethod>('deliver');
  const [packaging, setPackaging] = useState<PackagingMethod>('vacuum');
  const [instructions, setInstructions] = useState('');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [date, setDate] = useState('');
  /** Until the customer picks a date, the earliest one is followed (it can move on re-quote). */
  const [dateChosen, setDateChosen] = useState(false);
  const [time, setTime] = useState('');
  const [voucherInput, setVoucherInput] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteFailed, setQuoteFailed] = useState(false);
  const [requote, setRequote] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);
  const idempotencyKey = useRef(newKey());
  const expiredQuote = useRef<string | null>(null);
  // The address just added from here (`?address=<id>`, see ADD_ADDRESS_SEARCH) is the one chosen.
  const [searchParams] = useSearchParams();
  const addedAddressId = useRef(Number(searchParams.get('address')) || null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<SavedAddress[]>('/api/v1/user/address', {
        signal: controller.signal,
        showError: false,
      })
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          const list = result.ok && Array.isArray(result.data) ? result.data : [];
          const sorted = [...list].sort(
            (a, b) => Number(Boolean(b.is_default)) - Number(Boolean(a.is_default)),
          );
          setAddresses(sorted);
          const added = sorted.find((address) => address.id === addedAddressId.current);
          setAddressId((added ?? sorted[0])?.id ?? null);
          if (sorted.length === 0) setMethod('pickup');
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [api]);

  useEffect(() => {
    if (addresses === null) return;
    if (method === 'deliver' && addressId === null) {
      setQuote(null);
      return;
    }
    const controller = new AbortController();
    setQuoteFailed(false);
    api
      .post<CheckoutQuote>(
        '/api/v1/checkout/quote',
        {
          delivery_method: method,
          address_id: method === 'deliver' ? addressId : null,
          voucher_code: voucher,
        },
        { signal: controller.signal },
      )
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          if (result.ok) {
            setQuote(result.data);
            setErrors({});
          } else {
            setQuoteFailed(true);
            if (result.errors.voucher_code) {
              setVoucher(null);
              setVoucherError(result.errors.voucher_code[0] ?? null);
            }
          }
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [api, addresses, method, addressId, voucher, requote]);

  // The countdown: every second; at zero the courier is asked again (docs/spec.md §4).
  useEffect(() => {
    if (!quote?.expires_at) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [quote?.expires_at]);

  const expiresAt = quote?.expires_at ? new Date(quote.expires_at).getTime() : null;
  useEffect(() => {
    if (!quote?.quote_id || expiresAt === null || now < expiresAt) return;
    if (expiredQuote.current === quote.quote_id) return;
    expiredQuote.current = quote.quote_id;
    bus.emit('toast.show', { variant: 'info', description: t('checkout.countdown.refreshed') });
    setRequote((current) => current + 1);
  }, [bus, expiresAt, now, quote?.quote_id, t]);

  // The server's `deliveryOptions` (with the holiday rows) for this moment; later days offer
  // every slot, for delivery and pickup alike. The server re-checks the choice when ordering.
  const options: CheckoutQuote['delivery_options'] | null = quote?.delivery_options ?? null;
  const dates = useMemo(
    () =>
      options
        ? Array.from({ length: LATER_DAYS + 1 }, (_, index) => addDays(options.date, index))
        : [],
    [options],
  );
  const times = useMemo(() => (options ? slotsOn(options, date) : []), [date, options]);

  useEffect(() => {
    if (!dateChosen || !dates.includes(date)) setDate(dates[0] ?? '');
  }, [date, dateChosen, dates]);
  useEffect(() => {
    if (!times.includes(time)) setTime(times[0] ?? '');
  }, [time, times]);

  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Asia/Kuala_Lumpur',
      }),
    [locale],
  );

  const applyVoucher = useCallback(async () => {
    const code = voucherInput.trim();
    if (!code) return;
    setVoucherError(null);
    const result = await api.post<AppliedVoucher>(
      '/api/v1/voucher/apply',
      { code },
      { showError: false },
    );
    if (result.ok) {
      setVoucher(result.data.code);
    } else {
      setVoucher(null);
      setVoucherError(result.errors.code?.[0] ?? result.message);
    }
  }, [api, voucherInput]);

  async function placeOrder() {
    setPlacing(true);
    setErrors({});
    try {
      const result = await api.post<PlacedOrder>(
        '/api/v1/checkout',
        {
          delivery_method: method,
          packaging_method: packaging,
          delivery_instructions: instructions.trim() || null,
          address_id: method === 'deliver' ? addressId : null,
          quote_id: method === 'deliver' ? quote?.quote_id : null,
          delivery_date: date,
          delivery_time: time,
          voucher_code: voucher,
        },
        { headers: { 'Idempotency-Key': idempotencyKey.current } },
      );
      if (result.ok) {
        goToPayment(result.data.payment_url);
        return;
      }
      setErrors(result.errors);
      if (result.errors.quote_id) setRequote((current) => current + 1);
      setPlacing(false);
    } catch {
      setPlacing(false);
    }
  }

  if (addresses === null) {
    return (
      <PageFrame title={t('checkout.checkout.title')}>
        <Skeleton width="100%" height="20rem" radius="lg" />
      </PageFrame>
    );
  }

  const firstError = (field: string) => errors[field]?.[0];
  const moneyOrPoints = (key: string, amount: string) =>
    POINTS_LINE_KEYS.includes(key as (typeof POINTS_LINE_KEYS)[number])
      ? t('checkout.summary.pointsValue', { points: Number(amount) })
      : formatMoney(amount);
  // What still stops the order, said beside the unavailable button (which stays in the Tab order).
  const missing =
    method === 'deliver' && addressId === null
      ? t('checkout.missing.address')
      : date === ''
        ? t('checkout.missing.date')
        : time === ''
          ? t('checkout.missing.time')
          : quote === null
            ? t(quoteFailed ? 'checkout.page.error' : 'checkout.summary.loading')
            : null;
  const canPlace = missing === null && !placing;

  return (
    <PageFrame title={t('checkout.checkout.title')}>
      <Layout>
        <Column>
          <RadioGroup
            legend={t('checkout.method.legend')}
            name="delivery_method"
            value={method}
            onChange={(value) => setMethod(value as DeliveryMethod)}
            options={[
              { value: 'deliver', label: t('checkout.method.deliver') },
              { value: 'pickup', label: t('checkout.method.pickup') },
            ]}
          />
          {method === 'deliver' &&
            (addresses.length === 0 ? (
              <EmptyState
                title={t('checkout.address.none')}
                action={
                  <AppLink to="addresses" search={ADD_ADDRESS_SEARCH}>
                    {t('checkout.address.add')}
                  </AppLink>
                }
              />
            ) : (
              <div>
                <RadioGroup
                  legend={t('checkout.address.legend')}
                  name="address_id"
                  value={addressId === null ? '' : String(addressId)}
                  onChange={(value) => setAddressId(Number(value))}
                  error={firstError('address_id')}
                  options={addresses.map((address) => ({
                    value: String(address.id),
                    label: (
                      <>
                        {address.first_name} {address.last_name}{' '}
                        {Boolean(address.is_default) && (
                          <Badge>{t('checkout.address.default')}</Badge>
                        )}
                      </>
                    ),
                    description: [
                      address.unit_no,
                      address.address_1,
                      address.address_2,
                      `${address.postcode} ${address.city}`,
                      address.state,
                    ]
                      .filter(Boolean)
                      .join(', '),
                  }))}
                />
                <AppLink to="addresses" search={ADD_ADDRESS_SEARCH}>
                  {t('checkout.address.add')}
                </AppLink>
              </div>
            ))}
          {method === 'pickup' && <PickupPanel />}
          <RadioGroup
            legend={t('checkout.packaging.legend')}
            name="packaging_method"
            value={packaging}
            onChange={(value) => setPackaging(value as PackagingMethod)}
            options={[
              { value: 'vacuum', label: t('checkout.packaging.vacuum') },
              { value: 'lunch_box', label: t('checkout.packaging.lunch_box') },
            ]}
          />
          {options ? (
            <>
              <Field
                label={t(method === 'pickup' ? 'checkout.date.pickup' : 'checkout.date')}
                error={firstError('delivery_date')}
              >
                {(control) => (
                  <Select
                    {...control}
                    value={date}
                    onChange={(event) => {
                      setDateChosen(true);
                      setDate(event.target.value);
                    }}
                    options={dates.map((value) => ({
                      value,
                      label: dateFormat.format(new Date(`${value}T12:00:00+08:00`)),
                    }))}
                  />
                )}
              </Field>
              <RadioGroup
                legend={t(
                  method === 'pickup' ? 'checkout.slot.pickupLegend' : 'checkout.slot.legend',
                )}
                name="delivery_time"
                direction="row"
                value={time}
                onChange={setTime}
                error={firstError('delivery_time')}
                options={times.map((value) => ({
                  value,
                  label: t('checkout.slot.range', { from: value, to: slotEnd(value) }),
                }))}
              />
            </>
          ) : (
            <Skeleton width="100%" height="6rem" radius="lg" />
          )}
          <Field
            label={t(
              method === 'pickup' ? 'checkout.instructions.pickup' : 'checkout.instructions',
            )}
            error={firstError('delivery_instructions')}
          >
            {(control) => (
              <TextArea
                {...control}
                value={instructions}
                maxLength={500}
                rows={3}
                onChange={(event) => setInstructions(event.target.value)}
              />
            )}
          </Field>
        </Column>
        <Column>
          <div>
            <VoucherRow>
              <Field
                label={t('checkout.voucher')}
                error={voucherError ?? firstError('voucher_code')}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    value={voucherInput}
                    autoComplete="off"
                    onChange={(event) => setVoucherInput(event.target.value)}
                  />
                )}
              </Field>
              {voucher ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setVoucher(null);
                    setVoucherInput('');
                  }}
                >
                  {t('checkout.voucher.remove')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => void applyVoucher()}>
                  {t('checkout.voucher.apply')}
                </Button>
              )}
            </VoucherRow>
            {voucher && <Success role="status">{t('checkout.voucher.applied')}</Success>}
          </div>
          <Summary aria-labelledby="price-summary-title">
            <h2 id="price-summary-title">{t('checkout.summary.title')}</h2>
            {quote ? (
              <dl>
                {quote.lines.map((line) => (
                  <div key={line.key} style={{ display: 'contents' }}>
                    <dt className={line.key === 'total' ? 'total' : undefined}>
                      {t(`checkout.summary.${line.key}`)}
                    </dt>
                    <dd className={line.key === 'total' ? 'total' : undefined}>
                      {moneyOrPoints(line.key, line.amount)}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : quoteFailed ? (
              <Problem role="alert">{t('checkout.page.error')}</Problem>
            ) : (
              <p>{t('checkout.summary.loading')}</p>
            )}
            {expiresAt !== null && (
              <p role="timer" aria-live="off">
                {t('checkout.countdown', { time: remainingLabel(expiresAt - now) })}
              </p>
            )}
            {(firstError('cart') || firstError('quote_id') || firstError('profile')) && (
              <Problem role="alert">
                {firstError('cart') ?? firstError('quote_id') ?? firstError('profile')}
              </Problem>
            )}
            {missing !== null && <Missing id="place-order-missing">{missing}</Missing>}
            <Button
              fullWidth
              loading={placing}
              aria-disabled={!canPlace || undefined}
              aria-describedby={missing !== null ? 'place-order-missing' : undefined}
              onClick={() => void placeOrder()}
            >
              {placing ? t('checkout.placing') : t('checkout.placeOrder')}
            </Button>
          </Summary>
        </Column>
      </Layout>
    </PageFrame>
  );
}
