import type { ReactElement } from 'react';
import { renderMail } from '../render';
import { AccountNotice } from './notice';
import {
  DeliveryReminder,
  LatePaymentRefund,
  OrderCancelled,
  OrderConfirmation,
  OrderProgress,
  OrderRescheduled,
  PaymentFailed,
} from './order-mails';
import { ProblemNotice } from './problem-mails';
import { SubscriptionResumed, WeekPayLink } from './renewal-mails';
import {
  CancelledMail,
  PausedMail,
  ResumedMail,
  SubscribedMail,
  WeekSkippedMail,
} from './subscription-mails';

/**
 * Every template a mail may be stored as (docs/mail-rendering.md). A name written to the outbox
 * is a promise that a later release can still render it: rename or remove an entry only once no
 * unsent row names it; a template whose props change must still accept rows written before.
 */
const TEMPLATES = {
  AccountNotice,
  OrderConfirmation,
  PaymentFailed,
  OrderRescheduled,
  OrderProgress,
  OrderCancelled,
  DeliveryReminder,
  LatePaymentRefund,
  ProblemNotice,
  WeekPayLink,
  SubscriptionResumed,
  SubscribedMail,
  WeekSkippedMail,
  PausedMail,
  ResumedMail,
  CancelledMail,
} satisfies Record<string, (props: never) => ReactElement>;

export type MailTemplateName = keyof typeof TEMPLATES;
export type MailTemplateProps<N extends MailTemplateName> = Parameters<(typeof TEMPLATES)[N]>[0];

/** A mail's body as its template and the data it is rendered from when the mail is sent. */
export interface StoredTemplate {
  name: MailTemplateName;
  props: object;
}

/** `name` with its data, type-checked against the template's props. */
export function mailTemplate<N extends MailTemplateName>(
  name: N,
  props: MailTemplateProps<N>,
): StoredTemplate {
  return { name, props };
}

/** A stored mail that cannot be rendered: sending it again cannot help (given up at once). */
export class MailTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailTemplateError';
  }
}

const isTemplateName = (name: string): name is MailTemplateName => Object.hasOwn(TEMPLATES, name);

/** Both parts of a stored mail, from its template's name and data as the outbox holds them. */
export async function renderStored(
  name: string | null,
  props: unknown,
): Promise<{ html: string; text: string }> {
  if (name === null || !isTemplateName(name)) {
    throw new MailTemplateError(`no mail template is called ${String(name)}`);
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    throw new MailTemplateError(`the data of mail template ${name} is not an object`);
  }
  const template = TEMPLATES[name] as (data: object) => ReactElement;
  let element: ReactElement;
  try {
    element = template(props);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailTemplateError(`mail template ${name} refused its data: ${reason}`);
  }
  try {
    return await renderMail(element);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailTemplateError(`mail template ${name} could not be rendered: ${reason}`);
  }
}
