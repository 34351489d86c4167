/** Problems after delivery (docs/support.md): the customer's report and support's answer and outcome. */
import { array, number, object, type InferType } from 'yup';
import { amountToSen } from '../core/money';
import { PROBLEM_NOTE_MAX, PROBLEM_REASONS, PROBLEM_RESOLUTIONS } from './problems';
import { POINTS_ADJUSTMENT_MAX } from './admin.validation';
import { body, bodyInteger, queryInteger, splitList, type RequestBody } from '../validation/input';
import { msg, requiredText, text } from '../validation/rules';

export const PROBLEM_ANSWER_MAX = 2000;
export const PROBLEM_REASON_MAX = 500;
/** More lines than any order holds: a bound on the list, not a business rule. */
const PROBLEM_LINES_MAX = 100;

/**
 * The report form, and the fields of its multipart body (`lines` as `12,13` or repeated): one or
 * more of the order's lines (the API checks they are the order's), a reason and an optional note.
 * The photo travels beside them as the file part `photo`.
 */
export const problemReportSchema = body({
  lines: array(
    number()
      .typeError(msg('validation.problemLines'))
      .integer(msg('validation.problemLines'))
      .min(1, msg('validation.problemLines'))
      .max(2_147_483_647, msg('validation.problemLines'))
      .defined(msg('validation.problemLines')),
  )
    .transform(splitList)
    .typeError(msg('validation.problemLines'))
    .min(1, msg('validation.problemLines'))
    .max(PROBLEM_LINES_MAX, msg('validation.problemLines'))
    .required(msg('validation.problemLines')),
  reason: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf([...PROBLEM_REASONS], msg('validation.oneOf')),
  note: text({ max: PROBLEM_NOTE_MAX })
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .optional(),
});
export type ProblemReportInput = InferType<typeof problemReportSchema>;
export type ProblemReportRequest = RequestBody<typeof problemReportSchema>;

/** Support writes to the customer about a report. */
export const problemAnswerSchema = body({
  message: requiredText(PROBLEM_ANSWER_MAX),
});
export type ProblemAnswerInput = InferType<typeof problemAnswerSchema>;
export type ProblemAnswerRequest = RequestBody<typeof problemAnswerSchema>;

/**
 * Support closes a report: points to credit (a whole number above zero), an amount to refund
 * outside the shop (at most the reported lines' price, checked by the API), or no action with the
 * reason the customer reads. Only the field of the chosen outcome is read.
 */
export const problemResolveSchema = body({
  resolution: text({ max: 20 })
    .required(msg('validation.required'))
    .oneOf([...PROBLEM_RESOLUTIONS], msg('validation.oneOf')),
  points: bodyInteger().when('resolution', {
    is: 'points',
    then: (schema) =>
      schema
        .required(msg('validation.required'))
        .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
        .max(POINTS_ADJUSTMENT_MAX, ({ max }: { max: number }) =>
          msg('validation.maxValue', { max }),
        ),
    otherwise: (schema) => schema.strip(),
  }),
  amount: text({ max: 16 }).when('resolution', {
    is: 'refund',
    then: (schema) =>
      schema.required(msg('validation.required')).test({
        name: 'amount',
        message: msg('validation.amount'),
        skipAbsent: true,
        test: (value) => {
          const sen = amountToSen(value);
          return sen !== null && sen > 0;
        },
      }),
    otherwise: (schema) => schema.strip(),
  }),
  reason: text({ max: PROBLEM_REASON_MAX }).when('resolution', {
    is: 'none',
    then: (schema) => schema.required(msg('validation.required')),
    otherwise: (schema) => schema.strip(),
  }),
});
export type ProblemResolveInput = InferType<typeof problemResolveSchema>;
export type ProblemResolveRequest = RequestBody<typeof problemResolveSchema>;

/** Support's queue, a page at a time (`?page`). */
export const problemQueueQuerySchema = object({
  page: queryInteger(1, 10_000).default(1),
});
export type ProblemQueueQuery = InferType<typeof problemQueueQuerySchema>;
