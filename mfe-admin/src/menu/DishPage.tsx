import { useBus } from '@mealprep/shared/bus';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { useLocale } from '@mealprep/shared/i18n';
import { useParams } from '@mealprep/shared/router';
import { AppLink, useAppNavigate } from '@mealprep/shared/routes';
import { Card, Heading, PageFrame, Skeleton, Stack, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useAdminDishQuery } from './api';
import { AvailabilityPanel } from './AvailabilityPanel';
import { DishForm } from './DishForm';
import { PhotoField } from './PhotoField';
import { useMayEditMenu } from './useMayEditMenu';

/** The bundles and the fixed plan made with the dish (they lose it if it is paused). */
function Composition({ dish }: { dish: AdminDish }) {
  const t = useT();
  return (
    <Card>
      <Stack gap={2}>
        <Heading level={2}>{t('admin.dish.partOf')}</Heading>
        {dish.used_in.length === 0 ? (
          <Text tone="muted">{t('admin.dish.partOfNone')}</Text>
        ) : (
          <ul>
            {dish.used_in.map((use) => (
              <li key={`${use.kind}-${use.id}-${use.size}`}>
                {t(`admin.menu.use.${use.kind}`, { name: use.name, size: use.size })}
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}

/** `/admin/menu/new`: an empty dish form; once created, the dish's own page. */
function NewDish() {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const navigate = useAppNavigate();
  return (
    <PageFrame title={t('admin.dish.newTitle')}>
      <AppLink to="adminMenu">{t('admin.dish.back')}</AppLink>
      <Card>
        <DishForm
          onSaved={(saved) => {
            bus.emit('toast.show', {
              variant: 'success',
              description: t('admin.dish.created', {
                name: saved.name[locale] || saved.name['en-US'],
              }),
            });
            navigate('adminMenuDish', { id: saved.id });
          }}
        />
      </Card>
    </PageFrame>
  );
}

/**
 * `/admin/menu/:id`: one dish. Admins edit it and its photo; the kitchen sees it and marks it
 * sold out or paused for a delivery date (docs/menu.md).
 */
function ExistingDish({ id }: { id: number }) {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const mayEdit = useMayEditMenu();
  const { data: dish, isError: missing, fulfilledTimeStamp } = useAdminDishQuery(id);
  const name = dish ? dish.name[locale] || dish.name['en-US'] : '';

  return (
    <PageFrame title={dish ? t('admin.dish.editTitle', { name }) : t('admin.menu.title')}>
      <AppLink to="adminMenu">{t('admin.dish.back')}</AppLink>
      {missing && <Text role="alert">{t('admin.dish.notFound')}</Text>}
      {!dish && !missing && <Skeleton height="16rem" />}
      {dish && (
        <Stack gap={4}>
          <AvailabilityPanel dish={dish} />
          <Composition dish={dish} />
          {mayEdit ? (
            <>
              <PhotoField dish={dish} />
              <Card>
                <DishForm
                  // The form starts again from the saved dish each time it is answered again.
                  key={fulfilledTimeStamp}
                  dish={dish}
                  onSaved={(saved) => {
                    bus.emit('toast.show', {
                      variant: 'success',
                      description: t('admin.dish.saved', {
                        name: saved.name[locale] || saved.name['en-US'],
                      }),
                    });
                  }}
                />
              </Card>
            </>
          ) : (
            <Text tone="muted">{t('admin.dish.readOnly')}</Text>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

export default function DishPage() {
  const { id = '' } = useParams<'id'>();
  if (id === 'new') return <NewDish />;
  const numeric = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return <ExistingDish key={id} id={numeric ?? 0} />;
}
