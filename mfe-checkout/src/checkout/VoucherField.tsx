import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { Button, Field, TextInput } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useApplyVoucherMutation } from './api';

const VoucherRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;

  > :first-child {
    flex: 1;
  }
`;

const Success = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/**
 * The voucher code (docs/spec.md §2 checkout): Apply asks the server whether the code holds and
 * says why not beside the field; the applied code then goes into every quote and the order.
 * `problem`: what the quote or the order said about the applied code.
 */
export function VoucherField({
  applied,
  problem,
  onChange,
}: {
  applied: string | null;
  problem: string | null;
  onChange: (code: string | null) => void;
}) {
  const t = useT();
  const [input, setInput] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [applyVoucher] = useApplyVoucherMutation();

  async function apply() {
    const code = input.trim();
    if (!code) return;
    setRefusal(null);
    const result = await applyVoucher(code);
    if ('data' in result && result.data) {
      onChange(result.data.code);
      return;
    }
    const error = apiErrorOf(result.error);
    onChange(null);
    setRefusal(error?.errors.code?.[0] ?? error?.message ?? null);
  }

  return (
    <div>
      <VoucherRow>
        <Field label={t('checkout.voucher')} error={refusal ?? problem ?? undefined}>
          {(control) => (
            <TextInput
              {...control}
              value={input}
              autoComplete="off"
              onChange={(event) => setInput(event.target.value)}
            />
          )}
        </Field>
        {applied ? (
          <Button
            variant="secondary"
            onClick={() => {
              onChange(null);
              setInput('');
            }}
          >
            {t('checkout.voucher.remove')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void apply()}>
            {t('checkout.voucher.apply')}
          </Button>
        )}
      </VoucherRow>
      {applied && <Success role="status">{t('checkout.voucher.applied')}</Success>}
    </div>
  );
}
