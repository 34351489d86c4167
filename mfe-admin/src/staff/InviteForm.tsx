import { acceptedForm } from '@mealprep/shared/api';
import type { StaffMember } from '@mealprep/shared/staff/contracts';
import { STAFF_ROLES } from '@mealprep/shared/staff';
import { Button, Cluster, Field, Select, Stack, TextInput } from '@mealprep/shared/ui';
import type { StaffInviteRequest } from '@mealprep/shared/validation';
import { FormAlert, useSchemaForm } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useInviteStaff } from './api';

/**
 * Invites a member of staff by e-mail with the role they start in, checked with the API's own
 * schema (`staffInviteSchema`) before it is sent; the API's refusals go under their fields, and
 * a refusal of no field (the role may not invite any more) is said above the form.
 */
export function InviteForm({ onInvited }: { onInvited: (member: StaffMember) => void }) {
  const t = useT();
  const invite = useInviteStaff();
  const form = useSchemaForm({
    schema: (rules) => rules.staffInviteSchema,
    initialValues: { email: '', first_name: '', last_name: '', role: '' },
    // The list shows the new member by itself: the answer is put in its place.
    submit: (values) => invite(acceptedForm<StaffInviteRequest>(values)),
    resetOnSuccess: true,
    onSuccess: (member) => onInvited(member),
  });

  return (
    <form {...form.formProps} aria-label={t('admin.staff.invite')}>
      <Stack gap={3}>
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <Cluster gap={3} align="flex-start">
          <Field label={t('admin.staff.email')} error={form.error('email')} required>
            {(control) => (
              <TextInput
                {...control}
                {...form.field('email')}
                type="email"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label={t('admin.staff.firstName')} error={form.error('first_name')} required>
            {(control) => (
              <TextInput {...control} {...form.field('first_name')} autoComplete="off" />
            )}
          </Field>
          <Field label={t('admin.staff.lastName')} error={form.error('last_name')} required>
            {(control) => (
              <TextInput {...control} {...form.field('last_name')} autoComplete="off" />
            )}
          </Field>
          <Field label={t('admin.staff.role')} error={form.error('role')} required>
            {(control) => (
              <Select
                {...control}
                {...form.field('role')}
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
          <Button type="submit" loading={form.submitting}>
            {t('admin.staff.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
