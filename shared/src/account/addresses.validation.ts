/** Address inputs (docs/spec.md §3 address, §5 rules, §7 address calls). */
import { boolean, type InferType, number, object } from 'yup';
import { ADDRESS_SUGGESTION_LIMIT, isInMalaysia } from './address';
import { body, queryInteger, type RequestBody } from '../validation/input';
import {
  countryCodeField,
  msg,
  NAME_MAX,
  phoneField,
  requiredText,
  text,
  uncoerced,
} from '../validation/rules';

/** A text field that may be left out or empty (stored as null). */
function optionalText(max: number) {
  return text({ max })
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional();
}

/** A coordinate from the chosen suggestion; missing counts as 0, which the address refuses. */
function coordinateField() {
  return uncoerced(number())
    .transform((value: unknown, original: unknown) =>
      original === undefined || original === null || original === ''
        ? 0
        : typeof original === 'number'
          ? original
          : // A form holds its values as text.
            typeof original === 'string' && /^-?\d{1,3}(\.\d+)?$/.test(original)
            ? Number(original)
            : Number.NaN,
    )
    .typeError(msg('validation.number'))
    .test({
      name: 'finite',
      message: msg('validation.number'),
      test: (value) => value === undefined || Number.isFinite(value),
    })
    .default(0);
}

/**
 * docs/spec.md §5 address: names, address_1, state, city, postcode, country and phone required;
 * `latitude` and `longitude` are the chosen suggestion's and both non-zero, otherwise the
 * address note error is reported on `address_1` (the line picked from the dropdown).
 * `is_default` takes true/false or 1/0 (docs/spec.md §4 "re-saving with is_default set to 1").
 */
export const addressSchema = body({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  unit_no: optionalText(50),
  address_1: requiredText(255),
  address_2: optionalText(255),
  state: requiredText(100),
  city: requiredText(100),
  postcode: requiredText(5).matches(/^\d{5}$/, { message: msg('validation.postcode') }),
  country: countryCodeField(),
  phone: phoneField(),
  latitude: coordinateField(),
  longitude: coordinateField(),
  is_default: uncoerced(boolean())
    .transform((_value: unknown, original: unknown) =>
      original === 1 || original === true
        ? true
        : original === 0 || original === false
          ? false
          : original === undefined
            ? undefined
            : Number.NaN,
    )
    .typeError(msg('validation.boolean'))
    .nonNullable(msg('validation.boolean'))
    .default(false),
}).test({
  name: 'addressNote',
  test(value) {
    if (!value || typeof value !== 'object') return true;
    const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return true;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return true;
    if (latitude === 0 || longitude === 0) {
      return this.createError({ path: 'address_1', message: msg('validation.addressNote') });
    }
    if (!isInMalaysia(latitude, longitude)) {
      return this.createError({ path: 'address_1', message: msg('validation.addressOutside') });
    }
    return true;
  },
});

/** `GET /api/v1/address/suggest?q=&limit=` */
export const addressSuggestQuerySchema = object({
  q: text({ max: 100 }).required(msg('validation.required')),
  limit: queryInteger(1, ADDRESS_SUGGESTION_LIMIT).default(ADDRESS_SUGGESTION_LIMIT),
});

export type AddressInput = InferType<typeof addressSchema>;
/**
 * The address a caller sends. `is_default` is also read as 1 or 0 (docs/spec.md §4), which the
 * schema's type, the value after reading, cannot say.
 */
export type AddressRequest = Omit<RequestBody<typeof addressSchema>, 'is_default'> & {
  is_default?: boolean | 0 | 1;
};
export type AddressSuggestQuery = InferType<typeof addressSuggestQuerySchema>;
