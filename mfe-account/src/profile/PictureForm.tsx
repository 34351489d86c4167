import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { Avatar, Button, Cluster, Stack } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useUploadPictureMutation } from './api';
import { PicturePicker } from './PicturePicker';
import { useSuccessToast } from './useSuccessToast';

/** docs/spec.md §3 picture upload: what the API accepts (PNG, JPEG, WebP up to 2 MB). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const Preview = styled.img`
  width: 6rem;
  height: 6rem;
  border-radius: 50%;
  object-fit: cover;
`;

/** The picture: chosen, checked (type and size) and previewed here, then uploaded. */
export function PictureForm({ profile }: { profile: Profile }) {
  const t = useT();
  const toast = useSuccessToast();
  const [send] = useUploadPictureMutation();
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
    // The endpoint puts the profile with its new picture in the session.
    const result = await send(file);
    setSending(false);
    if (result.error === undefined) {
      toast(t('account.profile.pictureSaved'));
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = '';
    } else {
      const refused = apiErrorOf(result.error);
      setError(refused?.errors.image?.[0] ?? refused?.message ?? null);
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
