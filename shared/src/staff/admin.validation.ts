/** The admin screens' inputs: points adjustments and vouchers. */
import { type InferType, number } from 'yup';
import { VOUCHER_KINDS } from '../core/commerce';
import { FULFILMENT_TARGETS } from './fulfilment';
import { amountToSen } from '../core/money';
import { STAFF_ROLES } from './staff';
import { body, bodyInteger, type RequestBody } from '../validation/input';
import {
  INT_MAX,
  emailField,
  msg,
  requiredText,
  strictBoolean,
  text,
  uncoerced,
} from '../validation/rules';

export const POINTS_REMARKS_MAX = 500;
/** The largest single adjustment an admin may make (a typo guard, not a business cap). */
export const POINTS_ADJUSTMENT_MAX = 1_000_000;

/** An admin adds (positive) or deducts (negative) points with a remark. */
export const pointsAdjustmentSchema = body({
  points: bodyInteger()
    .required(msg('validation.required'))
    .test({
      name: 'nonZero',
      message: msg('validation.points'),
      skipAbsent: true,
      test: (value) => value !== 0,
    })
    .min(-POINTS_ADJUSTMENT_MAX, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(POINTS_ADJUSTMENT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max })),
  remarks: requiredText(POINTS_REMARKS_MAX),
});
export type PointsAdjustmentInput = InferType<typeof pointsAdjustmentSchema>;
export type PointsAdjustmentRequest = RequestBody<typeof pointsAdjustmentSchema>;

/** A money amount typed by an admin (`"12.30"`), optional; empty means none. */
function optionalAmountField() {
  return text({ max: 16 })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test({
      name: 'amount',
      message: msg('validation.amount'),
      skipAbsent: true,
      test: (value) => {
        const sen = value === undefined ? 0 : amountToSen(value);
        return sen !== null && sen >= 0 && sen <= 100_000_000;
      },
    });
}

/** An optional ISO date-time; empty means none. */
function optionalDateTimeField() {
  return text({ max: 64 })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test({
      name: 'dateTime',
      message: msg('validation.dateTime'),
      skipAbsent: true,
      test: (value) =>
        value === undefined ||
        (/^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value))),
    });
}

/** A whole number of at least 1, or null / absent for "no limit". */
function optionalLimitField() {
  return uncoerced(number())
    .transform((_value: unknown, original: unknown) =>
      original === null || original === undefined
        ? original
        : typeof original === 'number'
          ? original
          : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .integer(msg('validation.integer'))
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(INT_MAX, ({ max }: { max: number }) => msg('validation.maxValue', { max }))
    .nullable()
    .optional();
}

/**
 * A voucher as an admin creates or edits it (docs/architecture.md §9): `value` is a percentage (1–100)
 * for `percent`, an amount in RM for `fixed`; amounts are two-decimal strings.
 */
export const voucherAdminSchema = body({
  code: requiredText(40).matches(/^[A-Za-z0-9-]{3,40}$/, {
    message: msg('validation.voucherCode'),
    excludeEmptyString: true,
  }),
  kind: text({ max: 10 })
    .required(msg('validation.required'))
    .oneOf([...VOUCHER_KINDS], msg('validation.oneOf')),
  value: requiredText(16).test({
    name: 'voucherValue',
    message: msg('validation.voucherValue'),
    skipAbsent: true,
    test(value) {
      const kind = (this.parent as { kind?: unknown }).kind;
      if (kind === 'percent')
        return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
      const sen = amountToSen(value);
      return sen !== null && sen > 0 && sen <= 100_000_000;
    },
  }),
  min_subtotal: optionalAmountField(),
  max_discount: optionalAmountField(),
  starts_at: optionalDateTimeField(),
  ends_at: optionalDateTimeField().test({
    name: 'afterStart',
    message: msg('validation.voucherEnds'),
    skipAbsent: true,
    test(value) {
      const starts = (this.parent as { starts_at?: unknown }).starts_at;
      return (
        !value || typeof starts !== 'string' || !starts || Date.parse(value) > Date.parse(starts)
      );
    },
  }),
  total_limit: optionalLimitField(),
  per_customer_limit: optionalLimitField(),
  active: strictBoolean().optional(),
});
export type VoucherAdminInput = InferType<typeof voucherAdminSchema>;
export type VoucherAdminRequest = RequestBody<typeof voucherAdminSchema>;

/** An admin invites a member of staff by e-mail, with the role they start in. */
export const staffInviteSchema = body({
  email: emailField(),
  first_name: requiredText(100),
  last_name: requiredText(100),
  role: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf([...STAFF_ROLES], msg('validation.oneOf')),
});
export type StaffInviteInput = InferType<typeof staffInviteSchema>;
export type StaffInviteRequest = RequestBody<typeof staffInviteSchema>;

/** An admin changes a member of staff's role (the account stays). */
export const staffRoleSchema = body({
  role: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf([...STAFF_ROLES], msg('validation.oneOf')),
});
export type StaffRoleInput = InferType<typeof staffRoleSchema>;
export type StaffRoleRequest = RequestBody<typeof staffRoleSchema>;

/** A staff member moves an order one step on (docs/architecture.md §9.4). */
export const orderStatusChangeSchema = body({
  status: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf([...FULFILMENT_TARGETS], msg('validation.oneOf')),
});
export type OrderStatusChangeInput = InferType<typeof orderStatusChangeSchema>;
export type OrderStatusChangeRequest = RequestBody<typeof orderStatusChangeSchema>;
