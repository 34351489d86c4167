import { styled } from 'styled-components';
import { useCommonT } from '../i18n/translator';
import { Spinner } from '../ui/Spinner';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[7]};
  /* As tall as the shell's page skeleton, so the page does not jump when the chunk arrives. */
  min-height: var(--page-skeleton-min-height, 60vh);
`;

/** Shown while a page's own chunk loads (the shell's skeleton covers loading the remote itself). */
export function RouteLoading() {
  const t = useCommonT();
  return (
    <Centre>
      <Spinner size="lg" label={t('common.loading')} />
    </Centre>
  );
}
