import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { PROBLEM_NOTE_MAX, PROBLEM_REASONS, type ProblemReason } from '@mealprep/shared/staff';
import type { OrderDetail } from '@mealprep/shared/orders/contracts';
import {
  Button,
  Checkbox,
  Cluster,
  Field,
  FieldError,
  FieldHint,
  RadioGroup,
  TextArea,
} from '@mealprep/shared/ui';
import { Form } from '../common/Form';
import { FormAlert } from '@mealprep/shared/forms';
import { PicturePicker } from '../profile/PicturePicker';
import { useT } from '../i18n';
import { useReportProblemMutation } from './problemsApi';

const Lines = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const FIELDS = ['lines', 'reason', 'photo', 'note'] as const;
type FieldName = (typeof FIELDS)[number];

/** The control that takes the focus when its field is refused (the first of a group). */
const CONTROLS: Record<FieldName, string> = {
  lines: 'input[name="lines"]',
  reason: 'input[name="reason"]',
  photo: 'input[type="file"]',
  note: 'textarea[name="note"]',
};

/**
 * "Report a problem" (docs/support.md): one or more of the order's lines as checkboxes, the reason
 * as a radio group, an optional photo and a note. Each refusal is shown at its field and the first
 * refused field takes the focus; a refusal of the whole report (the window closed meanwhile) is
 * announced above the fields.
 */
export function ProblemReportForm({
  order,
  onDone,
  onCancel,
}: {
  order: OrderDetail;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const formId = useId();
  const [send, { isLoading }] = useReportProblemMutation();
  const [lines, setLines] = useState<number[]>([]);
  // One of the reasons the API takes, or none chosen yet.
  const [reason, setReason] = useState<ProblemReason | ''>('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirst(found: Partial<Record<FieldName, string>>) {
    const first = FIELDS.find((field) => found[field]);
    if (!first) return;
    // After React has drawn the messages, so the control is read with its error.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(CONTROLS[first])?.focus();
    });
  }

  async function submit() {
    const local: Partial<Record<FieldName, string>> = {};
    if (lines.length === 0) local.lines = t('account.problems.form.chooseLines');
    if (!reason) local.reason = t('account.problems.form.chooseReason');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0 || !reason) {
      focusFirst(local);
      return;
    }
    const result = await send({ orderId: order.id, lines, reason, note, photo });
    if (result.error === undefined) {
      onDone();
      return;
    }
    const refused = apiErrorOf(result.error);
    const atFields: Partial<Record<FieldName, string>> = {};
    for (const field of FIELDS) {
      const message = refused?.errors[field]?.[0];
      if (message) atFields[field] = message;
    }
    setErrors(atFields);
    if (Object.keys(atFields).length > 0) focusFirst(atFields);
    else setFailure(refused?.message ?? t('account.problems.loadError'));
  }

  const linesError = errors.lines;
  return (
    <Form
      ref={formRef}
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${formId}-title`} style={{ margin: 0 }}>
        {t('account.problems.form.title')}
      </h3>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Lines
        aria-describedby={[`${formId}-lines-hint`, linesError ? `${formId}-lines-error` : null]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={linesError ? true : undefined}
      >
        <legend>{t('account.problems.form.lines')}</legend>
        <FieldHint id={`${formId}-lines-hint`}>{t('account.problems.form.linesHint')}</FieldHint>
        {order.lines.map((line) => (
          <Checkbox
            key={line.id}
            name="lines"
            value={String(line.id)}
            label={t('account.problems.form.line', { quantity: line.quantity, name: line.name })}
            checked={lines.includes(line.id)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setLines((now) =>
                checked ? [...now, line.id] : now.filter((chosen) => chosen !== line.id),
              );
            }}
          />
        ))}
        {linesError && <FieldError id={`${formId}-lines-error`}>{linesError}</FieldError>}
      </Lines>
      <RadioGroup
        legend={t('account.problems.form.reason')}
        name="reason"
        required
        value={reason}
        onChange={(value) => setReason(PROBLEM_REASONS.find((known) => known === value) ?? '')}
        error={errors.reason}
        options={PROBLEM_REASONS.map((value) => ({
          value,
          label: t(`account.problems.reason.${value}`),
        }))}
      />
      <PicturePicker
        label={t('account.problems.form.photo')}
        hint={t('account.problems.form.photoHint')}
        status={
          photo
            ? t('account.problems.form.photoChosen', { name: photo.name })
            : t('account.problems.form.photoNone')
        }
        error={errors.photo}
        accept="image/png,image/jpeg,image/webp"
        onChoose={(file) => setPhoto(file ?? null)}
      />
      <Field
        label={t('account.problems.form.note')}
        hint={t('account.problems.form.noteHint', { max: PROBLEM_NOTE_MAX })}
        error={errors.note}
      >
        {(control) => (
          <TextArea
            {...control}
            name="note"
            maxLength={PROBLEM_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Cluster gap={3}>
        <Button type="submit" loading={isLoading}>
          {t('account.problems.form.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.problems.form.cancel')}
        </Button>
      </Cluster>
    </Form>
  );
}
