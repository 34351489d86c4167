import { useEffect, useId, useRef, type RefObject } from 'react';
import { createGlobalStyle, styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import type { ProductionSheet } from '@mealprep/shared/staff/contracts';
import { formatShopDate, readerLocale } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  ButtonLink,
  Card,
  Cluster,
  EmptyState,
  Heading,
  PageFrame,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mealprep/shared/ui';
import { DayPicker, useChosenDay } from '../common/DayPicker';
import { firstFieldErrors } from '@mealprep/shared/forms';
import { LoadRefusal } from '../common/LoadRefusal';
import { useT } from '../i18n';
import { productionCsvHref, productionPdfHref, useProductionSheetQuery } from './api';
import { formatGrams, formatWeight } from './weights';

type PlanPack = ProductionSheet['plan_packs'][number];

/** The sheet goes to the kitchen on A4: the page's margins, and no row cut across two pages. */
const PrintOnA4 = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }

    tr,
    li {
      break-inside: avoid;
    }
  }
`;

/** The day, the download and the print button are for the screen, not for the paper. */
const ScreenOnly = styled.div`
  @media print {
    display: none;
  }
`;

const Notice = styled.p<{ $final: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-inline-start: 4px solid
    ${({ theme, $final }) => ($final ? theme.colors.success : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $final }) => ($final ? theme.colors.successBg : theme.colors.warningBg)};
  color: ${({ theme, $final }) => ($final ? theme.colors.success : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Totals = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Packs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Meals = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`;

/**
 * A printout shows every plan pack's meals: the closed lists open while the browser prints (from
 * the button or the browser's own menu) and close again after.
 */
function useOpenWhilePrinting(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = () => {
      opened = [
        ...(container.current?.querySelectorAll<HTMLDetailsElement>('details:not([open])') ?? []),
      ];
      for (const details of opened) details.open = true;
    };
    const close = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', close);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', close);
    };
  }, [container]);
}

/** One personalised plan's packs: who it is for, and what goes into each meal's box. */
function PlanPackList({ pack }: { pack: PlanPack }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li>
      <Card padding={3}>
        <details>
          <summary>
            {t('admin.production.pack', { orderNo: pack.order_no, customer: pack.customer })}
          </summary>
          <Text tone="muted" size="sm">
            {t('admin.production.packOf', {
              meals: pack.meals.length,
              quantity: pack.quantity,
              packaging: t(`admin.orders.packaging.${pack.packaging_method}`),
            })}
          </Text>
          <Meals aria-label={t('admin.production.mealsOf', { orderNo: pack.order_no })}>
            {pack.meals.map((meal) => (
              <li key={`${meal.day}-${meal.meal}`}>
                <strong>{t('admin.production.meal', { day: meal.day, meal: meal.meal })}</strong>
                {': '}
                {/* "Chicken breast 150 g · Rice 120 g": the components' own names and weights. */}
                {meal.items
                  .map((item) => `${item.name} ${formatGrams(item.grams, locale)}`)
                  .join(' · ')}
              </li>
            ))}
          </Meals>
        </details>
      </Card>
    </li>
  );
}

/** The sheet of a day the API answered: what to cook, what to weigh out, what to pack. */
function Sheet({ sheet }: { sheet: ProductionSheet }) {
  const t = useT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(readerLocale(locale));
  const packsId = useId();
  const sizeName = (size: string) =>
    size === 'S' || size === 'L' ? t(`admin.production.size.${size}`) : size;

  return (
    <>
      <Heading level={2} size="2xl">
        {t('admin.production.dayOf', {
          date: formatShopDate(sheet.delivery_date, locale),
          cookingDate: formatShopDate(sheet.cooking_date, locale),
        })}
      </Heading>
      <Notice $final={sheet.frozen}>
        {t(sheet.frozen ? 'admin.production.frozen' : 'admin.production.open')}
      </Notice>
      {sheet.orders === 0 && <EmptyState title={t('admin.production.empty')} headingLevel={3} />}
      {sheet.orders > 0 && (
        <>
          <Totals aria-label={t('admin.production.totals')}>
            <li>
              {t('admin.production.orders')} <strong>{number.format(sheet.orders)}</strong>
            </li>
            <li>
              {t('admin.production.vacuum')} <strong>{number.format(sheet.packs.vacuum)}</strong>
            </li>
            <li>
              {t('admin.production.lunchBoxes')}{' '}
              <strong>{number.format(sheet.packs.lunch_box)}</strong>
            </li>
          </Totals>
          {sheet.dishes.length > 0 ? (
            <Table caption={t('admin.production.dishes')} numericFrom={2}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.production.dish')}</th>
                  <th scope="col">{t('admin.production.size')}</th>
                  <th scope="col">{t('admin.production.portions')}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.dishes.map((dish) => (
                  <tr key={`${dish.dish_id}-${dish.size}`}>
                    <td>{dish.name}</td>
                    <td>{sizeName(dish.size)}</td>
                    <td>{number.format(dish.portions)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Text tone="muted">{t('admin.production.noDishes')}</Text>
          )}
          {sheet.components.length > 0 && (
            <Table caption={t('admin.production.components')} numericFrom={1}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.production.component')}</th>
                  <th scope="col">{t('admin.production.total')}</th>
                  <th scope="col">{t('admin.production.portions')}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.components.map((component) => (
                  <tr key={component.recipe_id}>
                    <td>{component.name}</td>
                    <td>{formatWeight(component.grams, locale)}</td>
                    <td>{t('admin.production.across', { count: component.portions })}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {sheet.plan_packs.length > 0 && (
            <Stack gap={3} as="section" aria-labelledby={packsId}>
              <Heading level={3} size="xl" id={packsId}>
                {t('admin.production.packs')}
              </Heading>
              <Packs>
                {sheet.plan_packs.map((pack) => (
                  <PlanPackList key={pack.order_no} pack={pack} />
                ))}
              </Packs>
            </Stack>
          )}
        </>
      )}
    </>
  );
}

/**
 * `/admin/production` (docs/architecture.md §9.8): what the kitchen cooks — the day before — and
 * packs for a delivery or pickup day, today in Kuala Lumpur unless the URL names another day;
 * whether the day can still change; a CSV of it for a spreadsheet and a printout for the kitchen.
 */
export default function ProductionSheetPage() {
  const t = useT();
  const { date, goTo } = useChosenDay();
  // Orders are paid all day until the sheet is final: it is asked again whenever it is opened.
  const { currentData: sheet, error } = useProductionSheetQuery(date, {
    refetchOnMountOrArgChange: true,
  });
  const printed = useRef<HTMLDivElement>(null);
  useOpenWhilePrinting(printed);

  const refused = apiErrorOf(error);
  const dateError = firstFieldErrors(error).date;

  return (
    <PageFrame title={t('admin.production.title')}>
      <PrintOnA4 />
      <ScreenOnly>
        <Card>
          <Stack gap={3}>
            <Cluster gap={3} align="flex-end">
              <DayPicker
                date={date}
                goTo={goTo}
                error={dateError}
                labels={{
                  day: t('admin.production.day'),
                  previous: t('admin.production.previousDay'),
                  today: t('admin.production.today'),
                  next: t('admin.production.nextDay'),
                }}
              />
            </Cluster>
            <Cluster gap={2}>
              {/* Only for a day the API accepted: a refused day would download its error. */}
              {sheet && (
                <ButtonLink
                  href={productionCsvHref(sheet.delivery_date)}
                  download
                  variant="secondary"
                >
                  {t('admin.production.downloadCsv')}
                </ButtonLink>
              )}
              {sheet && (
                <ButtonLink
                  href={productionPdfHref(sheet.delivery_date)}
                  download
                  variant="secondary"
                >
                  {t('admin.production.downloadPdf')}
                </ButtonLink>
              )}
              <Button variant="secondary" onClick={() => window.print()} disabled={!sheet}>
                {t('admin.production.print')}
              </Button>
            </Cluster>
          </Stack>
        </Card>
      </ScreenOnly>
      <LoadRefusal
        refused={refused}
        failed={t('admin.production.failed')}
        atField={Boolean(dateError)}
      />
      {!sheet && !refused && <Skeleton height="16rem" />}
      {sheet && (
        <Stack gap={4} ref={printed}>
          <Sheet sheet={sheet} />
        </Stack>
      )}
    </PageFrame>
  );
}
