import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '@mealprep/shared/core/contracts';
import {
  msg,
  translateFieldMessages,
  validationMessages,
  type FieldMessages,
  type MessageValues,
  type ValidationMessageKey,
} from '@mealprep/shared/validation';
import { requestLocale } from '../i18n/locale';
import { t, type ApiMessageKey } from '../i18n/messages';

/** Every failure answer (docs/architecture.md §5), as its contract says. */
export type ErrorBody = ErrorAnswer;

/** One of several reasons an action is refused (e.g. a release that may not be served). */
export interface RefusalReason {
  key: ApiMessageKey;
  values: MessageValues;
}

/**
 * An expected failure with a status and a translated message. With `reasons`, each is
 * translated into `errors.reasons` and joined into the message's `{reasons}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly values?: MessageValues,
    readonly reasons?: RefusalReason[],
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

/** 422 with per-field messages (catalogue keys, translated when answered). */
export class FieldValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly fields: FieldMessages) {
    super('validation failed');
    this.name = 'FieldValidationError';
  }

  static of(field: string, key: ValidationMessageKey, values?: MessageValues) {
    return new FieldValidationError({ [field]: [msg(key, values)] });
  }
}

const STATUS_MESSAGES: Record<number, ApiMessageKey> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
};

export function errorBody(message: string, errors: ErrorBody['errors'] = {}): ErrorBody {
  return { error: true, message, errors };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

/**
 * One error handler for the whole app: known failures keep their status with a message in the
 * caller's language; anything else is logged and answered 500 without internals.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  if (error instanceof FieldValidationError) {
    return reply
      .code(422)
      .send(
        errorBody(
          validationMessages[locale]['validation.summary'],
          translateFieldMessages(error.fields, locale),
        ),
      );
  }
  if (error instanceof HttpError) {
    if (error.reasons) {
      const reasons = error.reasons.map((reason) => t(locale, reason.key, reason.values));
      const message = t(locale, error.messageKey, { ...error.values, reasons: reasons.join('; ') });
      return reply.code(error.statusCode).send(errorBody(message, { reasons }));
    }
    return reply.code(error.statusCode).send(errorBody(t(locale, error.messageKey, error.values)));
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500) {
    const code = isFastifyError(error) ? error.code : undefined;
    const key: ApiMessageKey =
      error instanceof SyntaxError ||
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'malformedJson'
        : (STATUS_MESSAGES[status] ?? 'badRequest');
    request.log.info({ code, status }, 'client error');
    return reply.code(status).send(errorBody(t(locale, key)));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(errorBody(t(locale, 'serverError')));
}
