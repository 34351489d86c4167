import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import type { AddressSuggestion } from '@mealprep/shared/account/contracts';
import { TextInput, type FieldControlProps } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useAddressSuggestionsQuery } from './api';

/** Wait this long after the last key before asking (typing a street sends one request). */
export const SUGGEST_DEBOUNCE_MS = 250;

const Wrapper = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 10;
  top: calc(100% + 4px);
  right: 0;
  left: 0;
  max-height: 18rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  cursor: pointer;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Lookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: AddressSuggestion[] }
  | { status: 'error' };

/** Enough to ask about: two characters, or one digit (a unit number or postcode start). */
const askable = (text: string) => text.length >= 2 || /^\d$/.test(text);

export interface AddressComboboxProps {
  control: FieldControlProps;
  name: string;
  value: string;
  /** Typing: the line changes and the earlier pick no longer holds. */
  onType: (text: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  onBlur: React.FocusEventHandler<HTMLInputElement>;
}

/**
 * Address line 1 with suggestions (docs/spec.md §5 "picked from a dropdown"), as the WAI-ARIA combobox
 * pattern with a list box: arrows move through the suggestions, Enter picks, Escape closes, and
 * how many suggestions there are is announced.
 */
export function AddressCombobox({
  control,
  name,
  value,
  onType,
  onPick,
  onBlur,
}: AddressComboboxProps) {
  const t = useT();
  const listId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  // What is asked about: the typed text once no key was pressed for the debounce time.
  const [asked, setAsked] = useState('');
  const picked = useRef(false);

  const text = query.trim();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = useAddressSuggestionsQuery(asked, { skip: !askable(asked) });
  const lookup: Lookup = !askable(text)
    ? { status: 'idle' }
    : asked !== text || suggestions.isFetching
      ? { status: 'loading' }
      : suggestions.currentData
        ? { status: 'ready', items: suggestions.currentData }
        : suggestions.isError
          ? { status: 'error' }
          : { status: 'loading' };

  // New suggestions: none of them is active yet.
  useEffect(() => setActive(-1), [suggestions.currentData]);

  const items = lookup.status === 'ready' ? lookup.items : [];
  const expanded = open && items.length > 0;

  function pick(suggestion: AddressSuggestion) {
    picked.current = true;
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (items.length === 0 ? -1 : (index + 1) % items.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (items.length === 0 ? -1 : (index - 1 + items.length) % items.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = items[active];
      if (suggestion) pick(suggestion);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status =
    lookup.status === 'loading'
      ? t('account.address.suggest.searching')
      : lookup.status === 'error'
        ? t('account.address.suggest.error')
        : lookup.status === 'ready' && lookup.items.length === 0 && open
          ? t('account.address.suggest.none')
          : lookup.status === 'ready' && open
            ? t('account.address.suggest.count', { count: lookup.items.length })
            : '';

  const describedBy = [control['aria-describedby'], statusId].filter(Boolean).join(' ');

  return (
    <Wrapper>
      <TextInput
        {...control}
        aria-describedby={describedBy}
        name={name}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(event) => {
          picked.current = false;
          onType(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur(event);
        }}
        onFocus={() => {
          if (!picked.current) setOpen(true);
        }}
      />
      <List
        id={listId}
        role="listbox"
        aria-label={t('account.address.suggest.label')}
        hidden={!expanded}
      >
        {items.map((suggestion, index) => (
          <Option
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the input: a click picks without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span>{suggestion.address_1}</span>
            <small>
              {[suggestion.postcode, suggestion.city].filter(Boolean).join(' ')}, {suggestion.state}
            </small>
          </Option>
        ))}
      </List>
      <Status id={statusId} role="status" aria-live="polite">
        {status}
      </Status>
    </Wrapper>
  );
}
