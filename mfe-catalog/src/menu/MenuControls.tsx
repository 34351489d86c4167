import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Link } from '@mealprep/shared/router';
import styled from 'styled-components';
import {
  ALLERGENS,
  MENU_SEARCH_MAX_LENGTH,
  MENU_SEARCH_PARAMS,
  PRODUCT_LINES,
  PRODUCT_TABS,
  type Allergen,
  type ProductLine,
} from '@mealprep/shared/catalogue';
import { PRERENDER_ATTRIBUTE } from '@mealprep/shared/federation-contracts';
import { Button, Select, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import type { useMenuSearch } from './useMenuSearch';

const Tabs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 3px solid transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space[5]};

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  .field {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    ${textStyle('label')}
  }

  input[type='search'] {
    /* Takes the row's room beside the button, never its own intrinsic width (reflow at 320 px). */
    flex: 1;
    width: 0;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: 400;
  }
`;

const SearchRow = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
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

/** How long typing pauses before the list follows the search field. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The menu's tabs and filters (docs/spec.md §2.1, §2.7). The tabs are links (a `nav`, the current one
 * `aria-current`); line, "free from" and search are one GET form whose fields carry the address's
 * names. Without JavaScript the form's button applies them; with it every change applies at once
 * (typing after a pause) through a client navigation, and the button applies the search now.
 */
export function MenuControls({
  search: { menu, path, hrefFor, go },
}: {
  search: ReturnType<typeof useMenuSearch>;
}) {
  const t = useT();
  const searchId = useId();
  const [text, setText] = useState(menu.q);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed elsewhere (Back, "Clear filters"): the field shows its search.
  useEffect(() => {
    setText((current) => (current.trim() === menu.q ? current : menu.q));
  }, [menu.q]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const onType = (value: string) => {
    setText(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(
      () => go({ q: value.trim() }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
  };
  // With JavaScript the button and Enter in the field search now, inside the app: the form is not
  // submitted (that is the path without JavaScript), so they are handled before it would be.
  const searchNow = (event: SyntheticEvent) => {
    event.preventDefault();
    clearTimeout(debounce.current);
    go({ q: text.trim() });
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') searchNow(event);
  };
  const toggle = (allergen: Allergen, checked: boolean) =>
    go({
      freeFrom: checked
        ? [...menu.freeFrom, allergen]
        : menu.freeFrom.filter((entry) => entry !== allergen),
    });

  return (
    <>
      <nav aria-label={t('catalog.menu.tabs')}>
        <Tabs>
          {PRODUCT_TABS.map((value) => (
            <li key={value}>
              <Tab
                to={hrefFor({ tab: value })}
                aria-current={menu.tab === value ? 'page' : undefined}
                {...(menu.tab === value ? {} : { [PRERENDER_ATTRIBUTE]: '' })}
              >
                {t(`catalog.tab.${value}`)}
              </Tab>
            </li>
          ))}
        </Tabs>
      </nav>
      <Filters method="get" action={path} onSubmit={searchNow}>
        <input type="hidden" name={MENU_SEARCH_PARAMS.tab} value={menu.tab} />
        <label className="field">
          {t('catalog.menu.line')}
          <Select
            name={MENU_SEARCH_PARAMS.line}
            value={menu.line}
            onChange={(event) => go({ line: event.target.value as ProductLine | 'all' })}
            options={[
              { value: 'all', label: t('catalog.line.all') },
              ...PRODUCT_LINES.map((value) => ({ value, label: t(`catalog.line.${value}`) })),
            ]}
          />
        </label>
        <div className="field">
          <label htmlFor={searchId}>{t('catalog.menu.search')}</label>
          <SearchRow>
            <input
              id={searchId}
              type="search"
              name={MENU_SEARCH_PARAMS.q}
              maxLength={MENU_SEARCH_MAX_LENGTH}
              value={text}
              onChange={(event) => onType(event.target.value)}
              onKeyDown={onSearchKey}
            />
            <Button type="submit" variant="secondary" onClick={searchNow}>
              {t('catalog.menu.submit')}
            </Button>
          </SearchRow>
        </div>
        <Allergens>
          <legend>{t('catalog.menu.freeFrom')}</legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen}>
              <input
                type="checkbox"
                name={MENU_SEARCH_PARAMS.freeFrom}
                value={allergen}
                checked={menu.freeFrom.includes(allergen)}
                onChange={(event) => toggle(allergen, event.target.checked)}
              />
              {t(`catalog.allergen.${allergen}`)}
            </label>
          ))}
        </Allergens>
      </Filters>
    </>
  );
}
