import styled from 'styled-components';
import { PRODUCT_LINES, PRODUCT_TABS } from '@mealprep/shared/catalogue';
import { PageFrame, Text } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { useMenuCountsQuery } from '../menu/api';

// `typeof` keeps the page working where the build did not inject the version (tests).
const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

const Table = styled.table`
  margin-top: ${({ theme }) => theme.space[5]};
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }

  th[scope='row'] {
    text-align: left;
  }
`;

/* A grid of numbers needs both directions: on a narrow screen it scrolls inside its own named,
   focusable region (so a keyboard can scroll it) while the page itself never scrolls sideways. */
const TableFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const CELLS = { lines: PRODUCT_LINES, tabs: PRODUCT_TABS };

/** `/test` (docs/spec.md §2 "not described"): the remote's version and the dishes per line and tab. */
export default function CatalogHealthPage() {
  const t = useT();
  const { data: counts, isError: failed } = useMenuCountsQuery(CELLS);

  const count = (line: string, tab: string) => counts?.[`${line}:${tab}`] ?? 0;
  return (
    <PageFrame title={t('catalog.health.title')}>
      <Text>{t('catalog.health.status', { version })}</Text>
      {failed && <Text role="alert">{t('catalog.menu.error')}</Text>}
      {counts && (
        <TableFrame role="region" tabIndex={0} aria-label={t('catalog.health.caption')}>
          <Table>
            <caption>{t('catalog.health.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.menu.line')}</th>
                {PRODUCT_TABS.map((tab) => (
                  <th key={tab} scope="col">
                    {t(`catalog.tab.${tab}`)}
                  </th>
                ))}
                <th scope="col">{t('catalog.health.total')}</th>
              </tr>
            </thead>
            <tbody>
              {PRODUCT_LINES.map((line) => (
                <tr key={line}>
                  <th scope="row">{t(`catalog.line.${line}`)}</th>
                  {PRODUCT_TABS.map((tab) => (
                    <td key={tab}>{count(line, tab)}</td>
                  ))}
                  <td>{PRODUCT_TABS.reduce((sum, tab) => sum + count(line, tab), 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('catalog.health.total')}</th>
                {PRODUCT_TABS.map((tab) => (
                  <td key={tab}>
                    {PRODUCT_LINES.reduce((sum, line) => sum + count(line, tab), 0)}
                  </td>
                ))}
                <td>
                  {PRODUCT_LINES.reduce(
                    (sum, line) => sum + PRODUCT_TABS.reduce((s, tab) => s + count(line, tab), 0),
                    0,
                  )}
                </td>
              </tr>
            </tfoot>
          </Table>
        </TableFrame>
      )}
    </PageFrame>
  );
}
