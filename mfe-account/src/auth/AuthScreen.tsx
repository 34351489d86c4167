import { useEffect, useId, type ReactNode } from 'react';
import { useSearchParams } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { useLocale } from '@mealprep/shared/i18n';
import { pageTitles, RETURN_PARAM, routeTable } from '@mealprep/shared/routes';
import {
  CART_ADD_PARAM,
  parseCartAdd,
  peekCartAdd,
  rememberCartAdd,
  returnRoute,
  SIGN_IN_REASON_PARAM,
} from '@mealprep/shared/cart';
import { Heading, Stack } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { AuthTabs, panelId, tabId, type AuthTab } from './AuthTabs';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Why a guest is asked to sign in, and the promise that what they asked for is done afterwards:
 * the product going into their cart, the plan from the answers they gave as a guest (kept in the
 * browser until the questionnaire takes them over), or the page they were opening.
 */
function SignInReason({ tab }: { tab: AuthTab }) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const back = params.get(RETURN_PARAM);
  const route = returnRoute(back);
  const reason = params.get(SIGN_IN_REASON_PARAM);
  // A guest's "Add to cart" posted before the app started names its dish in the address: kept
  // here as the app keeps a guest's add, so the app's sign-in adds it once they are back.
  const dish = params.get(CART_ADD_PARAM);
  const posted = reason === 'cart' ? parseCartAdd(dish) : null;
  useEffect(() => {
    const kept = reason === 'cart' ? parseCartAdd(dish) : null;
    if (!kept || !back || !returnRoute(back) || peekCartAdd()) return;
    rememberCartAdd({
      kind: 'addToCart',
      returnTo: back,
      label: '',
      item: kept,
    });
  }, [reason, dish, back]);
  if (!back || !route) return null;
  if (reason === 'plan' && routeTable[route].remote === 'questionnaire') {
    return (
      <Notice>
        {t(tab === 'register' ? 'account.intent.planRegister' : 'account.intent.plan')}
      </Notice>
    );
  }
  const pending = reason === 'cart' ? peekCartAdd() : null;
  if (pending && pending.returnTo === back && pending.label) {
    return <Notice>{t('account.intent.cart', { item: pending.label })}</Notice>;
  }
  if (posted) return <Notice>{t('account.intent.cartDish')}</Notice>;
  return <Notice>{t('account.intent.page', { page: pageTitles[locale][route] })}</Notice>;
}

/** Padding inside the guest layout's card (the card itself is the shell's). */
const Frame = styled.div`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Smaller than a full page's h1: it sits in a 32rem card. */
const Title = styled(Heading)`
  && {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  ${({ theme }) => theme.media.sm} {
    && {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

/**
 * One auth screen: with `tab`, the welcome / log in / new account tabs above a tab panel that
 * holds the view's h1 and content; without, the h1 and content alone (forgot and reset password).
 */
export function AuthScreen({
  title,
  tab,
  children,
}: {
  title: string;
  tab?: AuthTab;
  children: ReactNode;
}) {
  const idBase = useId();
  const content = (
    <Stack gap={5}>
      <Title level={1}>{title}</Title>
      {children}
    </Stack>
  );
  return (
    <Frame>
      {tab ? (
        <Stack gap={5}>
          <SignInReason tab={tab} />
          <AuthTabs current={tab} idBase={idBase} />
          <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, tab)}>
            {content}
          </div>
        </Stack>
      ) : (
        content
      )}
    </Frame>
  );
}
