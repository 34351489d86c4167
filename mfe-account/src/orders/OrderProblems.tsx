import { useState } from 'react';
import { styled } from 'styled-components';
import type {
  OrderProblems as OrderProblemsAnswer,
  ProblemReport,
} from '@mealprep/shared/staff/contracts';
import { formatShopMoment } from '@mealprep/shared/core';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink } from '@mealprep/shared/routes';
import { Badge, Button, SectionCard, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { ProblemReportForm } from './ProblemReportForm';
import { useOrderProblemsQuery } from './problemsApi';

const Report = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ReportTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Answer = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The order's problem reports, drawn as timeline entries: reported, then resolved. */
export interface ProblemStep {
  key: string;
  label: 'problemReported' | 'problemResolved';
  at: string;
}

export function problemSteps(problems: OrderProblemsAnswer | undefined): ProblemStep[] {
  return (problems?.reports ?? [])
    .flatMap((report): ProblemStep[] => [
      { key: `reported-${report.id}`, label: 'problemReported', at: report.created_at },
      ...(report.resolution
        ? [
            {
              key: `resolved-${report.id}`,
              label: 'problemResolved' as const,
              at: report.resolution.at,
            },
          ]
        : []),
    ])
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Whether the order page asks for the order's reports: only once it has been delivered. */
export function hasProblemSection(order: OrderDetail): boolean {
  return order.delivered_at !== null;
}

function ReportView({ report }: { report: ProblemReport }) {
  const t = useT();
  const locale = useLocale();
  const outcome = report.resolution;
  return (
    <Report aria-labelledby={`problem-${report.id}`}>
      <ReportTitle id={`problem-${report.id}`}>
        {t('account.problems.report', { date: formatShopMoment(report.created_at, locale) })}
      </ReportTitle>
      <div>
        <Badge tone={report.status === 'open' ? 'accent' : 'primary'}>
          {t(`account.problems.status.${report.status}`)}
        </Badge>
      </div>
      <Text>{t(`account.problems.reason.${report.reason}`)}</Text>
      <Text>
        {t('account.problems.meals', {
          meals: report.lines.map((line) => `${line.quantity} × ${line.name}`).join(', '),
        })}
      </Text>
      {report.note && <Text>{t('account.problems.note', { note: report.note })}</Text>}
      {report.has_photo && <Text tone="muted">{t('account.problems.photo')}</Text>}
      {report.answers.length > 0 && (
        <Stack gap={2}>
          <Text>
            <strong>{t('account.problems.answers')}</strong>
          </Text>
          {report.answers.map((answer) => (
            <Answer key={answer.id}>
              {answer.message}
              <Text as="span" tone="muted" size="sm" style={{ display: 'block' }}>
                {formatShopMoment(answer.at, locale)}
              </Text>
            </Answer>
          ))}
        </Stack>
      )}
      {outcome?.kind === 'points' && (
        <Text>
          {t('account.problems.outcome.points', { points: outcome.points ?? 0 })}{' '}
          <AppLink to="points">{t('account.problems.pointsLink')}</AppLink>
        </Text>
      )}
      {outcome?.kind === 'refund' && (
        <Text>
          {outcome.refunded_at
            ? t('account.problems.outcome.refunded', {
                amount: formatMoney(outcome.amount ?? '0'),
                date: formatShopMoment(outcome.refunded_at, locale),
              })
            : t('account.problems.outcome.refund', { amount: formatMoney(outcome.amount ?? '0') })}
        </Text>
      )}
      {outcome?.kind === 'none' && (
        <Text>{t('account.problems.outcome.none', { reason: outcome.reason ?? '' })}</Text>
      )}
    </Report>
  );
}

/**
 * "Something wrong?" on a delivered order (docs/support.md): the reports made and support's
 * answers and outcomes; "Report a problem" while the 24 hours after delivery last and no report
 * is open, otherwise the sentence saying why not.
 */
export function OrderProblems({ order }: { order: OrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const { data, isError, refetch } = useOrderProblemsQuery(order.id, {
    skip: !hasProblemSection(order),
  });
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);
  if (!hasProblemSection(order)) return null;

  return (
    <SectionCard title={t('account.problems.title')} titleSize="lg">
      <Stack gap={3}>
        {isError && !data && (
          <Stack gap={2}>
            <Text role="alert">{t('account.problems.loadError')}</Text>
            <div>
              <Button variant="secondary" size="sm" onClick={() => void refetch()}>
                {t('account.page.retry')}
              </Button>
            </div>
          </Stack>
        )}
        <p role="status" style={{ margin: 0 }}>
          {sent ? t('account.problems.sent') : ''}
        </p>
        {data &&
          (reporting ? (
            <ProblemReportForm
              order={order}
              onCancel={() => setReporting(false)}
              onDone={() => {
                setReporting(false);
                setSent(true);
              }}
            />
          ) : data.report.allowed ? (
            <Stack gap={2}>
              {data.closes_at && (
                <Text>
                  {t('account.problems.window', {
                    deadline: formatShopMoment(data.closes_at, locale),
                  })}
                </Text>
              )}
              <div>
                <Button
                  onClick={() => {
                    setSent(false);
                    setReporting(true);
                  }}
                >
                  {t('account.problems.open')}
                </Button>
              </div>
            </Stack>
          ) : (
            <Text tone="muted">{data.report.reason}</Text>
          ))}
        {data?.reports.map((report) => (
          <ReportView key={report.id} report={report} />
        ))}
      </Stack>
    </SectionCard>
  );
}
