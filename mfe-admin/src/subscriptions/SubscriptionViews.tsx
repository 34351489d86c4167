import { styled } from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';
import { useT } from '../i18n';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }

  @media print {
    display: none;
  }
`;

/** The two subscription pages, each a link to the other; the open one is marked current. */
export function SubscriptionViews() {
  const t = useT();
  return (
    <nav aria-label={t('admin.subscriptions.views')}>
      <Links>
        <li>
          <AppLink to="adminSubscriptions" nav>
            {t('admin.subscriptions.listView')}
          </AppLink>
        </li>
        <li>
          <AppLink to="adminSubscriptionForecast" nav>
            {t('admin.subscriptions.forecastView')}
          </AppLink>
        </li>
      </Links>
    </nav>
  );
}
