import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { EssentialStep, MealStep } from '@mealprep/shared/plan';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  PageFrame,
  Skeleton,
  Stack,
  Text,
} from '@mealprep/shared/ui';
import { prefetchValidation } from '@mealprep/shared/validation/load';
import { useT } from '../i18n';
import { useQuestions, type QuestionGroup, type QuestionsByName } from './api';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: 768px) {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

export type SideStep = 'essentials' | 'meal' | 'summary';
const SIDE_STEPS: SideStep[] = ['essentials', 'meal', 'summary'];

/** The preference setup frame: side steps essential details / meal preferences / summary. */
export function SetupLayout({
  title,
  current,
  children,
}: {
  title: string;
  current: SideStep;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <PageFrame title={title}>
      <Grid>
        <nav aria-label={t('questionnaire.side.label')}>
          <Side>
            {SIDE_STEPS.map((step) => (
              <li key={step} aria-current={step === current ? 'step' : undefined}>
                {t(`questionnaire.side.${step}`)}
              </li>
            ))}
          </Side>
        </nav>
        <div>{children}</div>
      </Grid>
    </PageFrame>
  );
}

/**
 * A questionnaire's page in the setup frame: its flow once the questions are loaded (and nothing
 * else is `pending`: the customer's draft), a way to ask again if they could not be, a skeleton
 * meanwhile.
 */
export function QuestionnairePage({
  group,
  title,
  pending = false,
  children,
}: {
  group: QuestionGroup;
  title: string;
  pending?: boolean;
  children: (questions: QuestionsByName) => ReactNode;
}) {
  const t = useT();
  const questions = useQuestions(group);
  return (
    <SetupLayout title={title} current={group}>
      {questions.data && !pending ? (
        children(questions.data)
      ) : questions.isError ? (
        <EmptyState
          title={t('questionnaire.loadError')}
          action={
            <Button onClick={() => void questions.refetch()}>{t('questionnaire.retry')}</Button>
          }
        />
      ) : (
        <Skeleton width="100%" height="16rem" radius="lg" />
      )}
    </SetupLayout>
  );
}

const SectionList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  button {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }

  button[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.background};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

/**
 * One questionnaire's steps: the section buttons, the current step's card (`{id}-step`, which
 * the page focuses when the step changes), "incomplete" while it is, and previous / extra / next.
 */
export function QuestionnaireSteps<S extends EssentialStep | MealStep>({
  id,
  steps,
  step,
  onStep,
  complete,
  saving,
  nextLabel,
  onNext,
  extraAction,
  missing,
  children,
}: {
  id: string;
  steps: readonly S[];
  step: S;
  onStep: (step: S) => void;
  complete: boolean;
  saving: boolean;
  nextLabel: string;
  onNext: () => void;
  extraAction?: ReactNode;
  /** What the step still needs, said beside (and by) the unavailable Next; a generic line if unset. */
  missing?: string;
  children: ReactNode;
}) {
  const t = useT();
  const index = steps.indexOf(step);
  // Next is never disabled: pressed on an incomplete step it says what is missing, as an alert,
  // and moves focus there — unless the page's own check put focus on a field in error.
  const [nudges, setNudges] = useState(0);
  const missingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (nudges === 0) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const onField = active?.closest(`#${CSS.escape(id)}-step`) && active.hasAttribute('name');
      if (!onField) missingRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [nudges, id]);
  useEffect(() => setNudges(0), [step]);
  // The answers' rules load once the customer starts answering: a field or button focused, or a
  // pointer pressed (Safari focuses no radio or button on a click).
  return (
    <Stack gap={4} onFocus={prefetchValidation} onPointerDown={prefetchValidation}>
      <nav aria-label={t('questionnaire.sections.label')}>
        <SectionList>
          {steps.map((section) => (
            <li key={section}>
              <button
                type="button"
                aria-current={section === step ? 'step' : undefined}
                onClick={() => onStep(section)}
              >
                {t(`questionnaire.section.${section}`)}
              </button>
            </li>
          ))}
        </SectionList>
      </nav>
      <Card>
        <section id={`${id}-step`} tabIndex={-1} aria-labelledby={`${id}-step-title`}>
          <Text tone="muted">
            {t('questionnaire.stepOf', { step: index + 1, total: steps.length })}
          </Text>
          <Heading level={2} id={`${id}-step-title`}>
            {t(`questionnaire.section.${step}`)}
          </Heading>
          {children}
        </section>
        {!complete && (
          <Text
            ref={missingRef}
            tone={nudges > 0 ? 'danger' : 'muted'}
            id={`${id}-missing`}
            tabIndex={-1}
            role={nudges > 0 ? 'alert' : undefined}
          >
            {missing ?? t('questionnaire.incomplete')}
          </Text>
        )}
        <Actions>
          {index > 0 && (
            <Button variant="secondary" onClick={() => onStep(steps[index - 1] ?? step)}>
              {t('questionnaire.prev')}
            </Button>
          )}
          {extraAction}
          {/* Always pressable; described by what is missing while the step is incomplete. */}
          <Button
            onClick={() => {
              if (!complete) setNudges((count) => count + 1);
              onNext();
            }}
            aria-describedby={complete ? undefined : `${id}-missing`}
            loading={saving}
          >
            {saving ? t('questionnaire.saving') : nextLabel}
          </Button>
        </Actions>
      </Card>
    </Stack>
  );
}
