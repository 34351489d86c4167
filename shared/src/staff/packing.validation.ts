/** The packing screen's inputs (docs/kitchen.md): a pack ticked by hand, or a scanned pack code. */
import type { InferType } from 'yup';
import { body, bodyInteger, type RequestBody } from '../validation/input';
import { msg, parseIsoDate, strictBoolean, text } from '../validation/rules';

/** Longer than any pack code (an order number and a pack number): a bound, not a rule. */
export const PACK_CODE_MAX = 60;

/** A pack of the order in the path ticked (`packed: true`) or unticked. */
export const packMarkSchema = body({
  pack_no: bodyInteger()
    .required(msg('validation.required'))
    .min(1, msg('validation.minValue', { min: 1 })),
  packed: strictBoolean().required(msg('validation.required')),
});
export type PackMarkInput = InferType<typeof packMarkSchema>;
export type PackMarkRequest = RequestBody<typeof packMarkSchema>;

/** What a barcode scanner typed into the packing screen of `date`. */
export const packScanSchema = body({
  date: text({ max: 10 })
    .required(msg('validation.required'))
    .test({
      name: 'day',
      message: msg('validation.date'),
      skipAbsent: true,
      test: (value) => value === undefined || parseIsoDate(value) !== null,
    }),
  code: text({ max: PACK_CODE_MAX }).required(msg('validation.required')),
});
export type PackScanInput = InferType<typeof packScanSchema>;
export type PackScanRequest = RequestBody<typeof packScanSchema>;
