import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { Card, Heading, PageFrame, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { DetailsForm } from './DetailsForm';
import { PasswordForm } from './PasswordForm';
import { NotificationsSwitch } from './NotificationsSwitch';
import { PictureForm } from './PictureForm';

/** `/account/profile`: details (docs/spec.md §5 profile rules), picture, password, e-mail setting. */
export default function ProfilePage() {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  return (
    <PageFrame title={t('account.profile.title')}>
      {!profile ? (
        <Skeleton width="100%" height="20rem" radius="lg" />
      ) : (
        <Stack gap={4}>
          <Card as="section" aria-labelledby="profile-picture">
            <Stack gap={3}>
              <Heading level={2} size="lg" id="profile-picture">
                {t('account.profile.pictureTitle')}
              </Heading>
              <PictureForm profile={profile} />
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="profile-details">
            <Stack gap={3}>
              <Heading level={2} size="lg" id="profile-details">
                {t('account.profile.details')}
              </Heading>
              <DetailsForm key={profile.id} profile={profile} />
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="profile-notifications">
            <Stack gap={3}>
              <Heading level={2} size="lg" id="profile-notifications">
                {t('account.profile.notificationsTitle')}
              </Heading>
              <NotificationsSwitch profile={profile} />
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="profile-password">
            <Stack gap={3}>
              <Heading level={2} size="lg" id="profile-password">
                {t('account.profile.passwordTitle')}
              </Heading>
              <Text tone="muted">{t('account.profile.passwordNote')}</Text>
              <PasswordForm />
            </Stack>
          </Card>
        </Stack>
      )}
    </PageFrame>
  );
}
