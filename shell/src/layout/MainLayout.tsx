import { Outlet } from '@mealprep/shared/router';
import { Footer } from './Footer';
import { Main, MAIN_ID, PageFrame, SkipLink } from './frame';
import { Header } from './Header';

/**
 * The public site's frame: skip link, header, the page, footer. The page gets the full width:
 * each page sets the kit's content width itself (the kit's `PageFrame` / `Container`), so a
 * home banner can run edge to edge while text pages stay at 1200 px.
 */
export function MainLayout() {
  return (
    <PageFrame>
      <SkipLink />
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </PageFrame>
  );
}
