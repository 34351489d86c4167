import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { apiPaths, useApi } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { Profile } from '@mealprep/shared/domain';
import {
  profileLoaded,
  selectProfile,
  useAppDispatch,
  useAppSelector,
} from '@mealprep/shared/store';
import {
  Avatar,
  Button,
  Card,
  Cluster,
  Field,
  Heading,
  PageFrame,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mealprep/shared/ui';
import { Form } from '../forms/Form';
import { DetailFields, EmailField, NameFields, NewPasswordFields } from '../forms/PersonalFields';
import { FormAlert } from '../forms/FormAlert';
import { PasswordInput } from '../forms/PasswordInput';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useT } from '../i18n';
import { PicturePicker } from './PicturePicker';

/** docs/spec.md §3 picture upload: what the API accepts (PNG, JPEG, WebP up to 2 MB). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const Preview = styled.img`
  width: 6rem;
  height: 6rem;
  border-radius: 50%;
  object-fit: cover;
`;

function personal(profile: Profile) {
  return {
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone_no: profile.phone_no,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender,
    country_code: profile.country_code,
  };
}

function useSaved() {
  const dispatch = useAppDispatch();
  const bus = useBus();
  return (profile: Profile, message: string) => {
    dispatch(profileLoaded(profile));
    bus.emit('toast.show', { variant: 'success', description: message });
  };
}

function DetailsForm({ profile }: { profile: Profile }) {
  const t = useT();
  const api = useApi();
  const saved = useSaved();
  const isNewEmail = (email: string) => email.trim().toLowerCase() !== profile.email.toLowerCase();
  const form = useSchemaForm({
    schema: (validation) => validation.profileUpdateSchema,
    initialValues: { ...personal(profile), current_password: '' },
    submit: ({ current_password: currentPassword, ...values }) =>
      api.post<Profile>(
        apiPaths.profile,
        {
          ...values,
          email_notifications: profile.email_notifications,
          ...(isNewEmail(values.email) ? { current_password: currentPassword } : {}),
        },
        { showError: false },
      ),
    onSuccess: (updated) => saved(updated, t('account.profile.saved')),
  });
  // A new e-mail is a new way into the account: the API asks for the password to set it.
  const emailChanged = isNewEmail(form.field('email').value);
  return (
    <Form {...form.formProps} aria-labelledby="profile-details">
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <NameFields form={form} />
      <EmailField form={form} />
      {emailChanged && (
        <Field
          label={t('account.profile.emailPassword')}
          hint={t('account.profile.emailPasswordHint')}
          error={form.error('current_password')}
          required
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.field('current_password')}
              autoComplete="current-password"
              showLabel={t('account.form.showPassword')}
            />
          )}
        </Field>
      )}
      <DetailFields form={form} />
      <div>
        <Button type="submit" loading={form.submitting}>
          {t('account.profile.save')}
        </Button>
      </div>
    </Form>
  );
}

function PasswordForm() {
  const t = useT();
  const api = useApi();
  const bus = useBus();
  const [done, setDone] = useState(0);
  const form = useSchemaForm({
    schema: (validation) => validation.changePasswordSchema,
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    submit: (values) => api.post<unknown>(apiPaths.password, values, { showError: false }),
    onSuccess: () => {
      bus.emit('toast.show', {
        variant: 'success',
        description: t('account.profile.passwordSaved'),
      });
      setDone((count) => count + 1);
    },
  });
  return (
    <Form {...form.formProps} key={done} aria-labelledby="profile-password">
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Field label={t('account.profile.oldPassword')} error={form.error('old_password')} required>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('old_password')}
            autoComplete="current-password"
            showLabel={t('account.form.showPassword')}
          />
        )}
      </Field>
      <NewPasswordFields form={form} changing />
      <div>
        <Button type="submit" loading={form.submitting}>
          {t('account.profile.changePassword')}
        </Button>
      </div>
    </Form>
  );
}

function PictureForm({ profile }: { profile: Profile }) {
  const t = useT();
  const api = useApi();
  const saved = useSaved();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The chosen picture is shown before it is sent (read as a data URL, nothing to revoke).
  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);

  function choose(chosen: File | undefined) {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) {
      setError(t('account.profile.pictureType'));
      return;
    }
    if (chosen.size > IMAGE_MAX_BYTES) {
      setError(t('account.profile.pictureSize'));
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setSending(true);
    const result = await api.post<Profile>(
      apiPaths.profilePicture,
      { image: file },
      { asForm: true, showError: false },
    );
    setSending(false);
    if (result.ok) {
      saved(result.data, t('account.profile.pictureSaved'));
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = '';
    } else {
      setError(result.errors.image?.[0] ?? result.message);
    }
  }

  const name = `${profile.first_name} ${profile.last_name}`;
  return (
    <Stack gap={3}>
      <Cluster gap={4}>
        {preview ? (
          <Preview src={preview} alt={t('account.profile.preview')} />
        ) : (
          <Avatar name={name} src={profile.profile_image ?? undefined} size="lg" />
        )}
        <PicturePicker
          ref={input}
          label={t('account.profile.picture')}
          hint={t('account.profile.pictureHint')}
          status={
            file
              ? t('account.profile.pictureChosen', { name: file.name })
              : t('account.profile.noPicture')
          }
          error={error}
          accept={IMAGE_TYPES.join(',')}
          onChoose={choose}
        />
      </Cluster>
      {file && (
        <Cluster gap={2}>
          <Button loading={sending} onClick={() => void upload()}>
            {t('account.profile.upload')}
          </Button>
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => {
              choose(undefined);
              if (input.current) input.current.value = '';
            }}
          >
            {t('account.profile.pictureCancel')}
          </Button>
        </Cluster>
      )}
    </Stack>
  );
}

function NotificationsSwitch({ profile }: { profile: Profile }) {
  const t = useT();
  const api = useApi();
  const saved = useSaved();
  const [pending, setPending] = useState(false);
  return (
    <Switch
      label={t('account.profile.notifications')}
      description={t('account.profile.notificationsHint')}
      checked={profile.email_notifications}
      disabled={pending}
      onCheckedChange={(checked) => {
        setPending(true);
        void api
          .post<Profile>(apiPaths.profile, { ...personal(profile), email_notifications: checked })
          .then((result) => {
            setPending(false);
            if (result.ok) saved(result.data, t('account.profile.saved'));
          });
      }}
    />
  );
}

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
