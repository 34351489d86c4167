import { styled } from 'styled-components';
import { useCommonT } from '@mealprep/shared/i18n';
import { Container, Skeleton, VisuallyHidden } from '@mealprep/shared/ui';

/**
 * Roughly the shape of a page (title, intro, a grid of cards) at the width and padding of the
 * kit's PageFrame, high enough to hold the place of the page that replaces it. A layout whose
 * pages are shorter sets `--page-skeleton-min-height` (the guest layout does, for its forms).
 */
const Blocks = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-height: var(--page-skeleton-min-height, 60vh);
  padding-block: ${({ theme }) => theme.space[6]};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** Marks a page the server could only sketch: the browser starts its app at once (index.ts). */
export const PAGE_SKELETON_ATTRIBUTE = 'data-page-skeleton';

/** Shown while a page's code or session loads; announced once as "Loading…". */
export function PageSkeleton() {
  const t = useCommonT();
  return (
    <Blocks role="status" {...{ [PAGE_SKELETON_ATTRIBUTE]: '' }}>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Skeleton width="min(24rem, 70%)" height="2.25rem" />
      <Skeleton width="min(36rem, 90%)" />
      <Skeleton width="min(30rem, 80%)" />
      <Cards>
        <Skeleton height="12rem" radius="lg" />
        <Skeleton height="12rem" radius="lg" />
        <Skeleton height="12rem" radius="lg" />
      </Cards>
    </Blocks>
  );
}
