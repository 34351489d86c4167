import { useState } from 'react';
import { acceptedForm } from '@mealprep/shared/api';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { Stack, Switch, Text } from '@mealprep/shared/ui';
import type { ProfileUpdateRequest } from '@mealprep/shared/validation';
import { useT } from '../i18n';
import { useUpdateProfileMutation } from './api';
import { personal } from './DetailsForm';
import { useSuccessToast } from './useSuccessToast';

type Choice = 'reminder_emails' | 'email_notifications';

/** One e-mail choice, saved as soon as it is switched. */
function ChoiceSwitch(props: {
  profile: Profile;
  field: Choice;
  label: string;
  description: string;
}) {
  const t = useT();
  const toast = useSuccessToast();
  const [update] = useUpdateProfileMutation();
  const [pending, setPending] = useState(false);
  const { profile, field } = props;
  return (
    <Switch
      label={props.label}
      description={props.description}
      checked={profile[field]}
      disabled={pending}
      onCheckedChange={(checked) => {
        setPending(true);
        // A refusal is toasted by the client; the switch stays as the session's profile says.
        void update({
          body: acceptedForm<ProfileUpdateRequest>({ ...personal(profile), [field]: checked }),
        }).then((result) => {
          setPending(false);
          if (result.error === undefined) toast(t('account.profile.saved'));
        });
      }}
    />
  );
}

/**
 * The e-mail choices (docs/architecture.md §7.1): the day-before reminder, and offers and news.
 * Order confirmations, receipts and security notices always go and have no switch.
 */
export function NotificationsSwitch({ profile }: { profile: Profile }) {
  const t = useT();
  return (
    <Stack gap={3}>
      <ChoiceSwitch
        profile={profile}
        field="reminder_emails"
        label={t('account.profile.reminders')}
        description={t('account.profile.remindersHint')}
      />
      <ChoiceSwitch
        profile={profile}
        field="email_notifications"
        label={t('account.profile.notifications')}
        description={t('account.profile.notificationsOffersHint')}
      />
      <Text tone="muted">{t('account.profile.notificationsHint')}</Text>
    </Stack>
  );
}
