import { selectProfile, useAppSelector } from '@mealprep/shared/store';
import { PageFrame, SectionCard, Skeleton, Stack, Text } from '@mealprep/shared/ui';
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
          <SectionCard title={t('account.profile.pictureTitle')} titleSize="lg">
            <PictureForm profile={profile} />
          </SectionCard>
          <SectionCard title={t('account.profile.details')} titleSize="lg">
            <DetailsForm key={profile.id} profile={profile} />
          </SectionCard>
          <SectionCard title={t('account.profile.notificationsTitle')} titleSize="lg">
            <NotificationsSwitch profile={profile} />
          </SectionCard>
          <SectionCard title={t('account.profile.passwordTitle')} titleSize="lg">
            <Text tone="muted">{t('account.profile.passwordNote')}</Text>
            <PasswordForm />
          </SectionCard>
        </Stack>
      )}
    </PageFrame>
  );
}
