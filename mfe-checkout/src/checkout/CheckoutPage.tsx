import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorOf, type FieldErrors } from '@mealprep/shared/api';
import { useSavedAddressesQuery } from '@mealprep/shared/account/api';
import type { Address } from '@mealprep/shared/account/contracts';
import type { DeliveryMethod, PackagingMethod } from '@mealprep/shared/core';
import { useSearchParams } from '@mealprep/shared/router';
import { AppLink } from '@mealprep/shared/routes';
import { PageFrame, Skeleton, Text } from '@mealprep/shared/ui';
import { liveWhile } from '@mealprep/shared/federation-contracts';
import type { CheckoutQuoteRequest } from '@mealprep/shared/validation';
import { useT } from '../i18n';
import { HowFields, InstructionsField } from './HowFields';
import { newIdempotencyKey } from './idempotencyKey';
import { usePlaceOrderMutation } from './api';
import { PendingOrder } from './PendingOrder';
import { PriceSummary } from './PriceSummary';
import { RefusedLines } from './RefusedLines';
import { useQuote } from './useQuote';
import { VoucherField } from './VoucherField';
import { WhenFields, type When } from './WhenFields';

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

/** Addresses that could not be read: pickup is still possible. */
const NO_ADDRESSES: Address[] = [];

/** Leaves the shop for the gateway's hosted page. */
function goToPayment(url: string) {
  window.location.assign(url);
}

/**
 * docs/spec.md §2 checkout. Back from the gateway's page, the browser may show this page again
 * as it was left (its back/forward cache): "Placing your order…", the Idempotency-Key just used
 * and a quote perhaps lapsed. A page shown again so starts a new visit, which asks for the quote
 * afresh and so finds the order just placed.
 */
export default function CheckoutPage() {
  const [visit, setVisit] = useState(0);
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) setVisit((count) => count + 1);
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, []);
  return <CheckoutVisit key={visit} visit={visit} />;
}

/**
 * One visit of checkout: method, packaging, instructions, address, date and slot (docs/spec.md
 * §9 rules from `deliveryOptions`, re-checked by the server), voucher, and the price summary of
 * docs/architecture.md §9 with a countdown to the courier quote's expiry, after which the charge
 * is re-quoted. The saved addresses may already be in the store (the cart page asks for them), so
 * opening checkout from the cart waits for the quote only. When the quote names an unpaid order
 * of this same cart, that order comes first (`PendingOrder`): Pay now, or Change order for the
 * form.
 */
function CheckoutVisit({ visit }: { visit: number }) {
  const t = useT();
  const addresses = useSavedAddressesQuery();
  const [placeOrder] = usePlaceOrderMutation();
  const [chosenMethod, setMethod] = useState<DeliveryMethod | null>(null);
  const [packaging, setPackaging] = useState<PackagingMethod>('vacuum');
  const [instructions, setInstructions] = useState('');
  const [chosenAddressId, setAddressId] = useState<number | null | undefined>(undefined);
  const [when, setWhen] = useState<When>({ date: '', dateChosen: false, time: '' });
  const [voucher, setVoucher] = useState<string | null>(null);
  const [voucherProblem, setVoucherProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);
  const [changing, setChanging] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const form = useRef<HTMLDivElement>(null);
  // The address just added from here (`?address=<id>`, see AddressChoice) is the one chosen.
  const [searchParams] = useSearchParams();
  const addedAddressId = useRef(Number(searchParams.get('address')) || null);

  // Until the customer chooses, the address is the one just added, else the default, and no
  // saved address means pickup. Worked out while rendering, not in an effect, so the server's
  // HTML already shows the choice and hydration moves nothing (docs/architecture.md §2.4).
  const list = useMemo(
    () => addresses.data ?? (addresses.isError ? NO_ADDRESSES : null),
    [addresses.data, addresses.isError],
  );
  const method: DeliveryMethod =
    chosenMethod ?? (list !== null && list.length === 0 ? 'pickup' : 'deliver');
  const addressId =
    chosenAddressId !== undefined
      ? chosenAddressId
      : ((list?.find((address) => address.id === addedAddressId.current) ?? list?.[0])?.id ?? null);

  // Delivery with no address is not quoted (the API asks for one): the page asks for it instead.
  const needsAddress = method === 'deliver' && addressId === null;
  const request: CheckoutQuoteRequest | null =
    list === null || needsAddress
      ? null
      : {
          delivery_method: method,
          address_id: method === 'deliver' ? addressId : null,
          voucher_code: voucher,
        };
  const { quote, failed, error: quoteError, secondsLeft, requote } = useQuote(request, visit);

  // A voucher the quote refuses is taken off, and the reason shown beside it.
  const refusedVoucher = quoteError?.errors.voucher_code?.[0] ?? null;
  useEffect(() => {
    if (!refusedVoucher) return;
    setVoucher(null);
    setVoucherProblem(refusedVoucher);
  }, [refusedVoucher]);
  useEffect(() => {
    if (quote) setErrors({});
  }, [quote]);
  // Change order: the pending order gives way to the form, and focus goes to its first choice.
  useEffect(() => {
    if (changing) form.current?.querySelector<HTMLElement>('input:checked, input')?.focus();
  }, [changing]);

  async function submit() {
    setPlacing(true);
    setErrors({});
    const result = await placeOrder({
      delivery_method: method,
      packaging_method: packaging,
      delivery_instructions: instructions.trim() || null,
      address_id: method === 'deliver' ? addressId : null,
      quote_id: method === 'deliver' ? (quote?.quote_id ?? null) : null,
      delivery_date: when.date,
      delivery_time: when.time,
      voucher_code: voucher,
      idempotencyKey: idempotencyKey.current,
    });
    if ('data' in result && result.data) {
      goToPayment(result.data.payment_url);
      return;
    }
    const refusal = apiErrorOf(result.error);
    setErrors(refusal?.errors ?? {});
    if (refusal?.errors.quote_id) requote();
    setPlacing(false);
  }

  // Until the visit's first answer it is not known whether an unpaid order comes first; after
  // it, a choice being quoted keeps the form on screen.
  const [decided, setDecided] = useState(false);
  if (!decided && list !== null && (quote !== null || failed || request === null)) {
    setDecided(true);
  }
  const pendingOrder = changing ? null : (quote?.pending_order ?? null);
  if (list === null || !decided) {
    return (
      <PageFrame title={t('checkout.checkout.title')}>
        <div {...liveWhile(true)}>
          <Skeleton width="100%" height="20rem" radius="lg" />
        </div>
      </PageFrame>
    );
  }

  const firstError = (field: string) => errors[field]?.[0];
  // What still stops the order, said beside the unavailable button (which stays in the Tab order).
  const missing =
    method === 'deliver' && addressId === null
      ? t('checkout.missing.address')
      : when.date === ''
        ? t('checkout.missing.date')
        : when.time === ''
          ? t('checkout.missing.time')
          : quote === null
            ? t(failed ? 'checkout.page.error' : 'checkout.summary.loading')
            : null;

  if (pendingOrder) {
    return (
      <PageFrame title={t('checkout.checkout.title')}>
        <PendingOrder order={pendingOrder} onChange={() => setChanging(true)} />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('checkout.checkout.title')}>
      {/* The same cart every week instead of once (docs/subscriptions.md). */}
      <Text>
        {t('checkout.subscribe.offer')}{' '}
        <AppLink to="subscribe">{t('checkout.subscribe.offerLink')}</AppLink>
      </Text>
      {/* The page is in the HTML and its countdown ticks before the app: it starts on intent.
          The way chosen before the start shows its panel at once (HowFields); the price follows
          each choice once the app runs (docs/architecture.md §2.4). */}
      <Layout ref={form}>
        <Column>
          <HowFields
            method={method}
            onMethod={setMethod}
            addresses={list}
            addressId={addressId}
            onAddress={setAddressId}
            packaging={packaging}
            onPackaging={setPackaging}
            error={firstError}
          />
          <WhenFields
            method={method}
            needsAddress={needsAddress}
            options={quote?.delivery_options ?? null}
            value={when}
            errors={{ date: firstError('delivery_date'), time: firstError('delivery_time') }}
            onChange={setWhen}
          />
          <InstructionsField
            method={method}
            value={instructions}
            onChange={setInstructions}
            error={firstError('delivery_instructions')}
          />
        </Column>
        <Column>
          <RefusedLines errors={errors} />
          <VoucherField
            applied={voucher}
            problem={voucherProblem ?? firstError('voucher_code') ?? null}
            onChange={(code) => {
              setVoucherProblem(null);
              setVoucher(code);
            }}
          />
          <PriceSummary
            quote={quote}
            failed={failed}
            needsAddress={needsAddress}
            secondsLeft={secondsLeft}
            problem={firstError('cart') ?? firstError('quote_id') ?? firstError('profile')}
            missing={missing}
            placing={placing}
            onPlace={() => void submit()}
          />
        </Column>
      </Layout>
    </PageFrame>
  );
}
