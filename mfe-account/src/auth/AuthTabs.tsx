import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { AppLink, RETURN_PARAM } from '@mealprep/shared/routes';
import { CART_ADD_PARAM, SIGN_IN_REASON_PARAM } from '@mealprep/shared/cart';
import { useT } from '../i18n';

export type AuthTab = 'welcome' | 'login' | 'register';

/**
 * The search string of a link between the auth views: keeps where to return to after signing
 * in (and why the visitor was sent here, with a guest's dish to add), so changing tabs does not lose it. The welcome view is `/auth/login?tab=welcome`.
 */
export function useAuthSearch() {
  const [params] = useSearchParams();
  const back = params.get(RETURN_PARAM);
  const reason = params.get(SIGN_IN_REASON_PARAM);
  const dish = params.get(CART_ADD_PARAM);
  return (tab?: 'welcome'): string => {
    const next = new URLSearchParams();
    if (tab) next.set('tab', tab);
    if (back) next.set(RETURN_PARAM, back);
    if (back && reason) next.set(SIGN_IN_REASON_PARAM, reason);
    if (back && reason && dish) next.set(CART_ADD_PARAM, dish);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
}

export const tabId = (base: string, tab: AuthTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

const TABS = [
  { tab: 'welcome', to: 'login', label: 'account.tabs.welcome' },
  { tab: 'login', to: 'login', label: 'account.tabs.login' },
  { tab: 'register', to: 'register', label: 'account.tabs.register' },
] as const;

/** Tabs share the row by their text's width, so a longer label does not wrap first on phones. */
const List = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(AppLink)`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The auth screen's tabs (docs/spec.md §2): welcome, log in, new account. Each tab is a link to its
 * view, so a view has its own address and works without script; the keyboard follows the ARIA
 * tabs pattern with manual activation: arrows, Home and End move the focus, Enter or Space
 * opens the focused tab (opening a view loads its page, so it does not happen on every arrow).
 */
export function AuthTabs({ current, idBase }: { current: AuthTab; idBase: string }) {
  const t = useT();
  const search = useAuthSearch();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === ' ') {
      // A link opens on Enter only; a tab opens on Space too.
      event.preventDefault();
      tabs[index]?.click();
      return;
    }
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };

  return (
    <List ref={listRef} role="tablist" aria-label={t('account.tabs.label')} onKeyDown={onKeyDown}>
      {TABS.map(({ tab, to, label }) => {
        const selected = tab === current;
        return (
          <Tab
            key={tab}
            id={tabId(idBase, tab)}
            to={to}
            search={search(tab === 'welcome' ? 'welcome' : undefined)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(idBase) : undefined}
            tabIndex={selected ? 0 : -1}
          >
            {t(label)}
          </Tab>
        );
      })}
    </List>
  );
}
