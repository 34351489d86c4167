import { Outlet } from '@mealprep/shared/router';
import { styled } from 'styled-components';
import { Container } from '@mealprep/shared/ui';
import { DashboardNav } from './DashboardNav';
import { Footer } from './Footer';
import { HEADER_HEIGHT, Main, MAIN_ID, PageFrame, SkipLink } from './frame';
import { Header } from './Header';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/**
 * The sidebar is a fixed-width column from md up, so the page beside it starts at the same
 * place on every account screen; on phones it is a row of tabs above the page. The account
 * pages frame themselves with the kit's PageFrame (a Container), so this grid leaves out the
 * padding that frame already brings: none on phones, only the sidebar's side from md up.
 */
const Columns = styled(Container)`
  display: grid;
  flex: 1 0 auto;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  padding-inline: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-content: stretch;
    padding-left: ${({ theme }) => theme.space[6]};
    padding-right: 0;
  }
`;

const Sidebar = styled.div`
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${HEADER_HEIGHT};
    align-self: start;
    padding-block: ${({ theme }) => theme.space[6]};
  }
`;

/** The customer area (docs/spec.md §2): header, the account sidebar beside the page, footer. */
export function DashboardLayout() {
  return (
    <PageFrame>
      <SkipLink />
      <Header />
      <Columns>
        <Sidebar>
          <DashboardNav />
        </Sidebar>
        <Main id={MAIN_ID} tabIndex={-1}>
          <VerifyEmailBanner />
          <Outlet />
        </Main>
      </Columns>
      <Footer />
    </PageFrame>
  );
}
