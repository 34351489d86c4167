import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import { formatShopDate } from '@mealprep/shared/core';
import { formatMoney, useLocale } from '@mealprep/shared/i18n';
import { AppLink, LinkButton } from '@mealprep/shared/routes';
import { PageFrame, Table } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useAdminMenuQuery } from './api';
import { useMayEditMenu } from './useMayEditMenu';
import { ListStates } from '../common/ListStates';

/** The next marks of a dish, soonest first: at most three, as the list has room for. */
const MARKS_SHOWN = 3;

function DishRow({ dish }: { dish: AdminDish }) {
  const t = useT();
  const locale = useLocale();
  const marks = dish.unavailable.slice(0, MARKS_SHOWN);
  return (
    <tr>
      <th scope="row">
        <AppLink to="adminMenuDish" params={{ id: dish.id }}>
          {dish.name[locale] || dish.name['en-US']}
        </AppLink>
      </th>
      <td>{t(`admin.menu.line.${dish.line}`)}</td>
      <td>
        {dish.sizes
          .map((size) =>
            t('admin.menu.sizePrice', { size: size.size, price: formatMoney(size.price) }),
          )
          .join(' · ')}
      </td>
      <td>
        {marks.length === 0
          ? t('admin.menu.nothing')
          : marks
              .map((mark) =>
                t('admin.menu.mark', {
                  state: t(`admin.menu.state.${mark.state}`),
                  date: formatShopDate(mark.date, locale),
                }),
              )
              .join('; ')}
      </td>
      <td>
        {dish.used_in.length === 0
          ? t('admin.menu.nothing')
          : dish.used_in
              .map((use) => t(`admin.menu.use.${use.kind}`, { name: use.name, size: use.size }))
              .join('; ')}
      </td>
    </tr>
  );
}

/**
 * `/admin/menu`: every dish in menu order with its prices, the dates it is sold out or paused and
 * the bundles and plan made with it; admins add a dish from here (docs/menu.md).
 */
export default function MenuPage() {
  const t = useT();
  const mayEdit = useMayEditMenu();
  const { data: list, error } = useAdminMenuQuery();

  return (
    <PageFrame title={t('admin.menu.title')}>
      {mayEdit && (
        <div>
          <LinkButton to="adminMenuDish" params={{ id: 'new' }}>
            {t('admin.menu.new')}
          </LinkButton>
        </div>
      )}
      <ListStates
        data={list}
        error={error}
        failed={t('admin.menu.failed')}
        empty={t('admin.menu.none')}
        isEmpty={(list) => list.length === 0}
        skeletonHeight="12rem"
      >
        {(list) => (
          <Table caption={t('admin.menu.list')}>
            <thead>
              <tr>
                <th scope="col">{t('admin.menu.dish')}</th>
                <th scope="col">{t('admin.menu.line')}</th>
                <th scope="col">{t('admin.menu.prices')}</th>
                <th scope="col">{t('admin.menu.marks')}</th>
                <th scope="col">{t('admin.menu.partOf')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((dish) => (
                <DishRow key={dish.id} dish={dish} />
              ))}
            </tbody>
          </Table>
        )}
      </ListStates>
    </PageFrame>
  );
}
