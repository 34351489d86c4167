/** `POST /api/log` (docs/spec.md §7): what the browser reports of a page error or a remote that failed to load. */
import { type InferType } from 'yup';
import { body, type RequestBody } from './input';
import { isoDateTimeField, msg, strictInteger, text } from './rules';

/** `POST /api/log` (docs/spec.md §7): a page error or a remote that failed to load (docs/architecture.md §2). */
export const logEntrySchema = body({
  statusCode: strictInteger()
    .required(msg('validation.required'))
    .min(0, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .max(999, ({ max }: { max: number }) => msg('validation.maxValue', { max })),
  message: text({ max: 4000, trim: false }).required(msg('validation.required')),
  date: isoDateTimeField(),
  userId: strictInteger()
    .min(1, ({ min }: { min: number }) => msg('validation.minValue', { min }))
    .nullable()
    .optional(),
  remote: text({ max: 100 }).optional(),
  remoteVersion: text({ max: 100 }).optional(),
  url: text({ max: 2000 }).optional(),
});

export type LogEntryInput = InferType<typeof logEntrySchema>;

export type LogEntryRequest = RequestBody<typeof logEntrySchema>;
