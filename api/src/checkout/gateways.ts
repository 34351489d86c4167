import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface CreatePaymentInput {
  /** Our payment row. */
  paymentId: number;
  orderNo: string;
  amountSen: number;
  description: string;
  customer: { name: string; email: string; phone: string };
  /** Where the gateway posts its signed callback. */
  callbackUrl: string;
  /** Where the gateway sends the browser back. */
  redirectUrl: string;
}

export interface CreatedPayment {
  providerRef: string;
  url: string;
}

/** A callback whose signature checked out. */
export interface VerifiedCallback {
  providerRef: string;
  paid: boolean;
  amountSen: number;
  fields: Record<string, string>;
}

/** docs/architecture.md §7 payment gateway adapter. */
export interface PaymentGateway {
  readonly provider: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * A gateway that needs no network call to open a payment (the sandbox) answers here, so the
   * payment row is written with its reference inside the order's transaction.
   */
  createLocally?(): CreatedPayment;
  /** null when the signature (or the shape) is wrong: the caller answers 401, changes nothing. */
  verifyCallback(fields: Record<string, unknown>): VerifiedCallback | null;
}

/** What a charge to a saved method answered: the gateway's first outcome for the key. */
export interface SavedCharge {
  outcome: 'paid' | 'declined';
  ref: string;
}

/**
 * A gateway that can save a payment method after one authentication (a card token after 3-D
 * Secure, or a DuitNow AutoDebit mandate) and charge it later without the customer, each charge
 * under an idempotency key: the same key sent again answers the first outcome and moves no money.
 */
export interface SavedMethodGateway {
  readonly provider: string;
  /** Where the customer authenticates once; `ref` names the setup in the gateway's page. */
  startSetup(kind: 'card' | 'duitnow_mandate'): { ref: string; url: string };
  /** Throws GatewayError when the gateway cannot be reached: the charge stays undecided. */
  chargeSaved(input: {
    token: string;
    amountSen: number;
    idempotencyKey: string;
  }): Promise<SavedCharge>;
}

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Only string fields count; anything else makes the callback unreadable. */
function stringFields(fields: Record<string, unknown>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  return out;
}

/** Sandbox: `key=value` pairs of every field but `signature`, sorted by key, joined by `&`. */
export function sandboxSignature(secret: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return hmacHex(secret, canonical);
}

/** Money fields of the sandbox are two-decimal strings. */
function amountFieldToSen(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}\.\d{2}$/.test(value)) return null;
  const [whole = '0', cents = '0'] = value.split('.');
  return Number(whole) * 100 + Number(cents);
}

/**
 * The local sandbox gateway: its hosted page is served by this API (`payment_url`), where a
 * tester pays or fails; it then posts a signed callback (retried until acknowledged, see
 * `checkout/notifications.ts`) and redirects the browser to the shop's result page.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox';
  constructor(
    private readonly secret: string,
    private readonly publicOrigin: string,
  ) {}

  async createPayment(): Promise<CreatedPayment> {
    return this.createLocally();
  }

  createLocally(): CreatedPayment {
    const providerRef = `sbx_${randomBytes(16).toString('hex')}`;
    return {
      providerRef,
      url: `${this.publicOrigin}/api/v1/payments/sandbox/pay/${providerRef}`,
    };
  }

  /** The fields and signature the hosted page posts for an outcome. */
  signedCallback(
    providerRef: string,
    amountSen: number,
    paid: boolean,
    at: Date,
  ): Record<string, string> {
    const fields: Record<string, string> = {
      payment_ref: providerRef,
      amount: `${Math.floor(amountSen / 100)}.${String(amountSen % 100).padStart(2, '0')}`,
      status: paid ? 'paid' : 'failed',
      transaction_at: at.toISOString(),
    };
    return { ...fields, signature: sandboxSignature(this.secret, fields) };
  }

  verifyCallback(raw: Record<string, unknown>): VerifiedCallback | null {
    const fields = stringFields(raw);
    if (!fields) return null;
    const { signature, payment_ref: ref, status } = fields;
    if (!signature || !ref || (status !== 'paid' && status !== 'failed')) return null;
    if (!sameHex(signature, sandboxSignature(this.secret, fields))) return null;
    const amountSen = amountFieldToSen(fields.amount);
    if (amountSen === null) return null;
    return { providerRef: ref, paid: status === 'paid', amountSen, fields };
  }
}

export interface BillplzOptions {
  /** https://www.billplz.com (production) or https://www.billplz-sandbox.com */
  baseUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  fetch?: typeof fetch;
}

/**
 * Billplz X-Signature (documented algorithm): every field but `x_signature` as `key + value`,
 * sorted ascending by that string case-insensitively, joined with `|`, HMAC-SHA256 with the
 * X-Signature key, hex.
 */
export function billplzSignature(key: string, fields: Record<string, string>): string {
  const source = Object.entries(fields)
    .filter(([name]) => name !== 'x_signature')
    .map(([name, value]) => `${name}${value}`)
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    })
    .join('|');
  return hmacHex(key, source);
}

/** Billplz v3: a bill per payment, a form-encoded callback signed with X-Signature. */
export class BillplzGateway implements PaymentGateway {
  readonly provider = 'billplz';
  constructor(private readonly options: BillplzOptions) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const form = new URLSearchParams({
      collection_id: this.options.collectionId,
      email: input.customer.email,
      mobile: input.customer.phone,
      name: input.customer.name.slice(0, 255),
      amount: String(input.amountSen),
      callback_url: input.callbackUrl,
      redirect_url: input.redirectUrl,
      description: input.description.slice(0, 200),
      reference_1_label: 'Order',
      reference_1: input.orderNo,
    });
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(new URL('/api/v3/bills', this.options.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.options.apiKey}:`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new GatewayError(`billplz unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GatewayError(`billplz answered ${response.status}`);
    const bill = (await response.json()) as { id?: unknown; url?: unknown };
    if (typeof bill.id !== 'string' || typeof bill.url !== 'string') {
      throw new GatewayError('billplz answered an unreadable bill');
    }
    return { providerRef: bill.id, url: bill.url };
  }

  verifyCallback(raw: Record<string, unknown>): VerifiedCallback | null {
    const fields = stringFields(raw);
    if (!fields) return null;
    const signature = fields.x_signature;
    if (!signature || !fields.id || !fields.paid) return null;
    if (!sameHex(signature, billplzSignature(this.options.xSignatureKey, fields))) return null;
    const amount =
      fields.paid_amount && fields.paid === 'true' ? fields.paid_amount : fields.amount;
    if (!amount || !/^\d{1,12}$/.test(amount)) return null;
    return {
      providerRef: fields.id,
      paid: fields.paid === 'true',
      amountSen: Number(amount),
      fields,
    };
  }
}
