import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  ALLERGENS,
  PRODUCT_LINES,
  PRODUCT_TABS,
  type Allergen,
  type ProductLine,
  type ProductTab,
} from '@mealprep/shared/domain';
import { Button, EmptyState, PageFrame, Select, Text, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { DishCard, DishCardSkeleton } from './DishCard';
import { useMenu } from './useMenu';

/** Cards in the first row at the widest layout: loaded at once (LCP). */
const FIRST_ROW = 4;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Tab = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  margin-bottom: ${({ theme }) => theme.space[5]};

  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }

  label.field {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    ${textStyle('label')}
  }

  input[type='search'] {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: 400;
  }
`;

const Allergens = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    ${textStyle('label')}
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.75rem;
    cursor: pointer;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export default function FoodMenuPage() {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<ProductTab>('meal');
  const [line, setLine] = useState<ProductLine | 'all'>('all');
  const [excluded, setExcluded] = useState<Allergen[]>([]);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tabRefs = useRef<Partial<Record<ProductTab, HTMLButtonElement | null>>>({});
  const { state, loadMore, retry } = useMenu({ tab, line, excludeAllergens: excluded, q });

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => setQ(value.trim()), 300);
  };
  const clearFilters = () => {
    setLine('all');
    setExcluded([]);
    setSearch('');
    setQ('');
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = PRODUCT_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = PRODUCT_TABS[(index + step + PRODUCT_TABS.length) % PRODUCT_TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const panelId = `${id}-panel`;
  return (
    <PageFrame title={t('catalog.foodMenu.title')}>
      <Tabs role="tablist" aria-label={t('catalog.menu.tabs')}>
        {PRODUCT_TABS.map((value) => (
          <Tab
            key={value}
            ref={(element) => {
              tabRefs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={panelId}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={onTabKey}
          >
            {t(`catalog.tab.${value}`)}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${tab}`}>
        <Filters>
          <label className="field">
            {t('catalog.menu.line')}
            <Select
              value={line}
              onChange={(event) => setLine(event.target.value as ProductLine | 'all')}
              options={[
                { value: 'all', label: t('catalog.line.all') },
                ...PRODUCT_LINES.map((value) => ({ value, label: t(`catalog.line.${value}`) })),
              ]}
            />
          </label>
          <label className="field">
            {t('catalog.menu.search')}
            <input
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </label>
          <Allergens>
            <legend>{t('catalog.menu.freeFrom')}</legend>
            {ALLERGENS.map((allergen) => (
              <label key={allergen}>
                <input
                  type="checkbox"
                  checked={excluded.includes(allergen)}
                  onChange={(event) =>
                    setExcluded((current) =>
                      event.target.checked
                        ? [...current, allergen]
                        : current.filter((entry) => entry !== allergen),
                    )
                  }
                />
                {t(`catalog.allergen.${allergen}`)}
              </label>
            ))}
          </Allergens>
        </Filters>

        {state.status === 'error' && state.items.length === 0 ? (
          <EmptyState
            title={t('catalog.menu.error')}
            action={<Button onClick={retry}>{t('catalog.menu.retry')}</Button>}
          />
        ) : state.status === 'ready' && state.items.length === 0 ? (
          <EmptyState
            title={t('catalog.menu.empty')}
            description={t('catalog.menu.emptyHint')}
            action={
              <Button variant="secondary" onClick={clearFilters}>
                {t('catalog.menu.clearFilters')}
              </Button>
            }
          />
        ) : (
          <>
            <Cards aria-busy={state.status === 'loading'}>
              {state.items.map((dish, index) => (
                <DishCard
                  key={dish.id}
                  dish={dish}
                  eager={index < FIRST_ROW}
                  priority={index === 0}
                />
              ))}
              {state.status === 'loading' &&
                Array.from({ length: state.items.length ? 4 : 8 }, (_, index) => (
                  <DishCardSkeleton key={`skeleton-${index}`} />
                ))}
            </Cards>
            {state.status === 'loading' && (
              <Text tone="muted" role="status">
                {t('catalog.menu.loading')}
              </Text>
            )}
            {state.status === 'error' && (
              <More>
                <Text role="alert">{t('catalog.menu.error')}</Text>
                <Button onClick={retry}>{t('catalog.menu.retry')}</Button>
              </More>
            )}
            {state.status === 'ready' && (
              <More>
                <Text tone="muted" role="status">
                  {t('catalog.menu.shown', { shown: state.items.length, total: state.total })}
                </Text>
                {state.items.length < state.total && (
                  <Button variant="secondary" loading={state.loadingMore} onClick={loadMore}>
                    {t('catalog.menu.loadMore')}
                  </Button>
                )}
              </More>
            )}
          </>
        )}
      </div>
    </PageFrame>
  );
}
