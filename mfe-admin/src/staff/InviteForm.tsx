import { useState, type ChangeEvent, type FormEvent } from 'react';
import { acceptedForm, apiErrorOf } from '@mealprep/shared/api';
import type { StaffMember } from '@mealprep/shared/staff/contracts';
import { STAFF_ROLES } from '@mealprep/shared/staff';
import { useLocale } from '@mealprep/shared/i18n';
import { Button, Cluster, Field, Select, Stack, Text, TextInput } from '@mealprep/shared/ui';
import type { StaffInviteRequest } from '@mealprep/shared/validation';
import { prefetchValidation } from '@mealprep/shared/validation/load';
import { firstFieldErrors, ruleErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useInviteStaff } from './api';

type Values = Record<'email' | 'first_name' | 'last_name' | 'role', string>;
const EMPTY: Values = { email: '', first_name: '', last_name: '', role: '' };

/**
 * Invites a member of staff by e-mail with the role they start in, checked with the API's own
 * schema (`staffInviteSchema`) before it is sent; the API's refusals go under their fields.
 */
export function InviteForm({ onInvited }: { onInvited: (member: StaffMember) => void }) {
  const t = useT();
  const locale = useLocale();
  const invite = useInviteStaff();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const invalid = await ruleErrors((rules) => rules.staffInviteSchema, values, locale);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    // The list shows the new member by itself: the answer is put in its place.
    const result = await invite(acceptedForm<StaffInviteRequest>(values));
    setBusy(false);
    if ('error' in result) {
      const fields = firstFieldErrors(result.error);
      setErrors(fields);
      // A refusal of no field (the role may not invite any more) is said above the form.
      if (Object.keys(fields).length === 0) setFailure(apiErrorOf(result.error)?.message ?? null);
      return;
    }
    setValues(EMPTY);
    onInvited(result.data);
  }

  const field = (name: Exclude<keyof Values, 'role'>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      noValidate
      aria-label={t('admin.staff.invite')}
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchValidation}
    >
      <Stack gap={3}>
        {failure && (
          <Text role="alert" tone="danger">
            {failure}
          </Text>
        )}
        <Cluster gap={3} align="flex-start">
          <Field label={t('admin.staff.email')} error={errors.email} required>
            {(control) => (
              <TextInput
                {...control}
                {...field('email')}
                type="email"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label={t('admin.staff.firstName')} error={errors.first_name} required>
            {(control) => <TextInput {...control} {...field('first_name')} autoComplete="off" />}
          </Field>
          <Field label={t('admin.staff.lastName')} error={errors.last_name} required>
            {(control) => <TextInput {...control} {...field('last_name')} autoComplete="off" />}
          </Field>
          <Field label={t('admin.staff.role')} error={errors.role} required>
            {(control) => (
              <Select
                {...control}
                name="role"
                value={values.role}
                onChange={(event) => setValues((v) => ({ ...v, role: event.target.value }))}
                placeholder={t('admin.staff.chooseRole')}
                options={STAFF_ROLES.map((role) => ({
                  value: role,
                  label: t(`admin.staff.roleName.${role}`),
                }))}
              />
            )}
          </Field>
        </Cluster>
        <div>
          <Button type="submit" loading={busy}>
            {t('admin.staff.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
