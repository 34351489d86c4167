import { useId } from 'react';
import { styled } from 'styled-components';
import { acceptedForm, type FormText } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { AdminProblem } from '@mealprep/shared/staff/contracts';
import { PROBLEM_RESOLUTIONS } from '@mealprep/shared/staff';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { useSearchParams } from '@mealprep/shared/router';
import {
  Badge,
  Button,
  Card,
  Field,
  Heading,
  PageFrame,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextInput,
} from '@mealprep/shared/ui';
import type { ProblemResolveRequest } from '@mealprep/shared/validation';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { formatWhen } from '../common/formatWhen';
import { ListStates } from '../common/ListStates';
import { PageLinks } from '../common/PageLinks';
import { useT } from '../i18n';
import {
  useAnswerProblemMutation,
  useProblemQueueQuery,
  useProblemRefundedMutation,
  useResolveProblemMutation,
} from './api';

const Photo = styled.img`
  display: block;
  max-width: min(100%, 20rem);
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

type ResolveValues = { resolution: string; points: string; amount: string; reason: string };

/** The resolution as the API reads it: the points as a number; a field left empty as none. */
function resolveRequest(values: ResolveValues): FormText<ProblemResolveRequest> {
  return {
    resolution: values.resolution || undefined,
    points: values.points.trim() === '' ? undefined : Number(values.points),
    amount: values.amount.trim() || undefined,
    reason: values.reason,
  };
}

function AnswerForm({ problem, page }: { problem: AdminProblem; page: number }) {
  const t = useT();
  const bus = useBus();
  const [answer] = useAnswerProblemMutation();
  const form = useSchemaForm({
    schema: (rules) => rules.problemAnswerSchema,
    initialValues: { message: '' },
    submit: (values) => answer({ id: problem.id, page, message: values.message }),
    resetOnSuccess: true,
    onSuccess: () =>
      bus.emit('toast.show', {
        variant: 'success',
        description: t('admin.problems.answered', { orderNo: problem.order_no }),
      }),
  });

  return (
    <form {...form.formProps} aria-label={`${t('admin.problems.answer')} · ${problem.order_no}`}>
      <Stack gap={2}>
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <Field label={t('admin.problems.answer')} error={form.error('message')} required>
          {(control) => <TextArea {...control} {...form.field('message')} maxLength={2000} />}
        </Field>
        <div>
          <Button type="submit" variant="secondary" loading={form.submitting}>
            {t('admin.problems.answerSend')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ResolveForm({ problem, page }: { problem: AdminProblem; page: number }) {
  const t = useT();
  const bus = useBus();
  const [resolve] = useResolveProblemMutation();
  const form = useSchemaForm({
    schema: (rules) => rules.problemResolveSchema,
    initialValues: { resolution: '', points: '', amount: '', reason: '' },
    // The form's own checks read the resolution as it is sent.
    toRequest: resolveRequest,
    submit: (body) =>
      resolve({ id: problem.id, page, body: acceptedForm<ProblemResolveRequest>(body) }),
    onSuccess: () =>
      bus.emit('toast.show', {
        variant: 'success',
        description: t('admin.problems.resolved', { orderNo: problem.order_no }),
      }),
  });
  const { resolution } = form.values;

  return (
    <form {...form.formProps} aria-label={`${t('admin.problems.resolve')} · ${problem.order_no}`}>
      <Stack gap={3}>
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <RadioGroup
          legend={t('admin.problems.resolution')}
          // Each report has its own form, so its radios are a group of their own.
          name="resolution"
          required
          value={resolution}
          onChange={(value) => form.setValue('resolution', value)}
          onBlur={form.onBlur}
          error={form.error('resolution')}
          options={PROBLEM_RESOLUTIONS.map((value) => ({
            value,
            label: t(`admin.problems.resolution.${value}`),
          }))}
        />
        {resolution === 'points' && (
          <Field label={t('admin.problems.points')} error={form.error('points')} required>
            {(control) => <TextInput {...control} {...form.field('points')} inputMode="numeric" />}
          </Field>
        )}
        {resolution === 'refund' && (
          <Field
            label={t('admin.problems.amount')}
            hint={t('admin.problems.amountHint', { max: formatMoney(problem.lines_total) })}
            error={form.error('amount')}
            required
          >
            {(control) => <TextInput {...control} {...form.field('amount')} inputMode="decimal" />}
          </Field>
        )}
        {resolution === 'none' && (
          <Field label={t('admin.problems.why')} error={form.error('reason')} required>
            {(control) => <TextArea {...control} {...form.field('reason')} maxLength={500} />}
          </Field>
        )}
        <div>
          <Button type="submit" loading={form.submitting}>
            {t('admin.problems.resolveSubmit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function Outcome({ problem, page }: { problem: AdminProblem; page: number }) {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const [markRefunded] = useProblemRefundedMutation();
  const outcome = problem.resolution;
  if (!outcome) return null;
  const amount = formatMoney(outcome.amount ?? '0');

  function askToRecord() {
    const values = { amount, orderNo: problem.order_no };
    bus.emit('confirm.open', {
      title: t('admin.problems.confirmTitle', values),
      message: t('admin.problems.confirmMessage'),
      confirmTitle: t('admin.problems.confirm'),
      cancelTitle: t('admin.problems.keep'),
      action: async () => {
        const answer = await markRefunded({ id: problem.id, page });
        if ('error' in answer) return;
        bus.emit('toast.show', {
          variant: 'success',
          description: t('admin.problems.refunded', { orderNo: problem.order_no }),
        });
      },
    });
  }

  if (outcome.kind === 'points') {
    return <Text>{t('admin.problems.outcome.points', { points: outcome.points ?? 0 })}</Text>;
  }
  if (outcome.kind === 'none') {
    return <Text>{t('admin.problems.outcome.none', { reason: outcome.reason ?? '' })}</Text>;
  }
  if (outcome.refunded_at) {
    return (
      <Text>
        {t('admin.problems.outcome.refunded', {
          amount,
          date: formatWhen(outcome.refunded_at, locale),
        })}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text>{t('admin.problems.outcome.refund', { amount })}</Text>
      <div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('admin.problems.markLabel', { amount, orderNo: problem.order_no })}
          onClick={askToRecord}
        >
          {t('admin.problems.markRefunded')}
        </Button>
      </div>
    </Stack>
  );
}

function ProblemCard({ problem, page }: { problem: AdminProblem; page: number }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const refundDue =
    problem.resolution?.kind === 'refund' && problem.resolution.refunded_at === null;
  const language =
    problem.locale === 'ms-MY'
      ? t('admin.problems.language.ms-MY')
      : t('admin.problems.language.en-US');
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap={3}>
        <Heading level={2} size="lg" id={headingId}>
          {t('admin.problems.heading', {
            orderNo: problem.order_no,
            reason: t(`admin.problems.reason.${problem.reason}`),
          })}
        </Heading>
        <div>
          <Badge tone={problem.status === 'open' ? 'danger' : refundDue ? 'accent' : 'neutral'}>
            {refundDue
              ? t('admin.problems.status.refundDue')
              : t(`admin.problems.status.${problem.status}`)}
          </Badge>
        </div>
        <Text>
          {t('admin.problems.customer', {
            name: problem.customer_name,
            email: problem.customer_email,
            language,
          })}
        </Text>
        <Text tone="muted">
          {t('admin.problems.when', {
            delivered: problem.delivered_at ? formatWhen(problem.delivered_at, locale) : '—',
            reported: formatWhen(problem.created_at, locale),
          })}
        </Text>
        <Stack gap={1}>
          <Text weight="semibold">{t('admin.problems.lines')}</Text>
          <ul style={{ margin: 0 }}>
            {problem.lines.map((line) => (
              <li key={line.id}>
                {line.quantity} × {line.name}
                {line.size ? ` (${line.size})` : ''}
              </li>
            ))}
          </ul>
        </Stack>
        {problem.note && (
          <Stack gap={1}>
            <Text weight="semibold">{t('admin.problems.note')}</Text>
            <Quote>{problem.note}</Quote>
          </Stack>
        )}
        {problem.photo_url && (
          <a href={problem.photo_url} target="_blank" rel="noreferrer">
            <Photo
              src={problem.photo_url}
              alt={t('admin.problems.photo', { orderNo: problem.order_no })}
              loading="lazy"
            />
          </a>
        )}
        {problem.answers.length > 0 && (
          <Stack gap={1}>
            <Text weight="semibold">{t('admin.problems.answers')}</Text>
            {problem.answers.map((answer) => (
              <Quote key={answer.id}>
                {answer.message}
                <Text as="span" size="sm" tone="muted" style={{ display: 'block' }}>
                  {formatWhen(answer.at, locale)}
                </Text>
              </Quote>
            ))}
          </Stack>
        )}
        {problem.status === 'open' ? (
          <Forms>
            <AnswerForm problem={problem} page={page} />
            <ResolveForm problem={problem} page={page} />
          </Forms>
        ) : (
          <Outcome problem={problem} page={page} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/admin/problems` (docs/support.md), for admins and support: the problems customers reported
 * after delivery, open ones first. Each shows the order, its meals, the reason, the note and the
 * photo; support answers the customer and resolves it once — points through the ledger, a refund
 * made outside the shop (recorded here when made) or no action with a reason. Every step is
 * audited and mailed to the customer by the API.
 */
export default function ProblemsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // A report can arrive at any moment: the queue is asked again whenever it is opened.
  const { currentData: result, error } = useProblemQueueQuery(page, {
    refetchOnMountOrArgChange: true,
  });
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.per_page)) : 1;

  return (
    <PageFrame title={t('admin.problems.title')}>
      <Text tone="muted">{t('admin.problems.intro')}</Text>
      <ListStates
        data={result}
        error={error}
        failed={t('admin.problems.failed')}
        empty={t('admin.problems.empty')}
        isEmpty={(result) => result.meta.total === 0}
      >
        {(result) => (
          <Stack gap={4}>
            <Text role="status">
              {t('admin.problems.list', { total: result.meta.total, open: result.meta.open })}
            </Text>
            {result.rows.map((problem) => (
              <ProblemCard key={problem.id} problem={problem} page={page} />
            ))}
            {pages > 1 && <PageLinks page={page} pages={pages} label={t('admin.problems.pages')} />}
          </Stack>
        )}
      </ListStates>
    </PageFrame>
  );
}
