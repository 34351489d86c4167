import { useState } from 'react';
import type { Profile } from '@mealprep/shared/domain';
import { Switch } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useUpdateProfileMutation } from './api';
import { personal } from './DetailsForm';
import { useSuccessToast } from './useSuccessToast';

/** The e-mail notifications setting, saved as soon as it is switched. */
export function NotificationsSwitch({ profile }: { profile: Profile }) {
  const t = useT();
  const toast = useSuccessToast();
  const [update] = useUpdateProfileMutation();
  const [pending, setPending] = useState(false);
  return (
    <Switch
      label={t('account.profile.notifications')}
      description={t('account.profile.notificationsHint')}
      checked={profile.email_notifications}
      disabled={pending}
      onCheckedChange={(checked) => {
        setPending(true);
        // A refusal is toasted by the client; the switch stays as the session's profile says.
        void update({ body: { ...personal(profile), email_notifications: checked } }).then(
          (result) => {
            setPending(false);
            if (result.error === undefined) toast(t('account.profile.saved'));
          },
        );
      }}
    />
  );
}
