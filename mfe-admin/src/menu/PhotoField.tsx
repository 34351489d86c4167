import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import { useBus } from '@mealprep/shared/bus';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { useLocale } from '@mealprep/shared/i18n';
import { Card, Field, Heading, Stack, Text, TextInput } from '@mealprep/shared/ui';
import { ResponsiveImg } from '@mealprep/shared/catalogue/ui';
import { useT } from '../i18n';
import { useUploadDishPhotoMutation } from './api';

const Preview = styled(ResponsiveImg)`
  width: min(100%, 20rem);
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The dish's photo and a new one: sent as soon as it is chosen, made by the API into the
 * storefront's WebP set; a refusal (too large, not an image) is said at the field.
 */
export function PhotoField({ dish }: { dish: AdminDish }) {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const [upload, { isLoading }] = useUploadDishPhotoMutation();
  const [error, setError] = useState<string | undefined>();
  const name = dish.name[locale] || dish.name['en-US'];

  async function send(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    const result = await upload({ id: dish.id, image: file });
    if ('error' in result) {
      const refused = apiErrorOf(result.error);
      setError(refused?.errors.image?.[0] ?? refused?.message);
      return;
    }
    bus.emit('toast.show', {
      variant: 'success',
      description: t('admin.dish.photoSaved', { name }),
    });
  }

  return (
    <Card>
      <Stack gap={3}>
        <Heading level={2}>{t('admin.dish.photo')}</Heading>
        {dish.image.placeholder ? (
          <Text tone="muted">{t('admin.dish.photoNone')}</Text>
        ) : (
          <Preview
            image={{ ...dish.image, alt: t('admin.dish.photoAlt', { name }) }}
            sizes="320px"
          />
        )}
        <Field label={t('admin.dish.photoField')} hint={t('admin.dish.photoHint')} error={error}>
          {(control) => (
            <TextInput
              {...control}
              name="image"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={isLoading}
              onChange={(event) => void send(event.target.files?.[0])}
            />
          )}
        </Field>
        <div aria-live="polite">{isLoading && <Text>{t('admin.dish.photoUploading')}</Text>}</div>
      </Stack>
    </Card>
  );
}
