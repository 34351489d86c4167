import styled from 'styled-components';
import { useCommonT } from '../i18n/translator';

const Box = styled.section`
  margin: 2rem auto;
  max-width: 36rem;
  padding: 1.5rem;
  border-radius: 12px;
  border: 1px solid #d7dcd3;
  background: #fbfcfa;
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.6rem 1.4rem;
  min-height: 44px;
  border-radius: 999px;
  border: 0;
  background: #1f5f3b;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Shown where a remote's page or widget should be when it cannot load (ARCHITECTURE §2). */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useCommonT();
  return (
    <Box role="region" aria-labelledby="remote-fallback-title" data-testid="remote-fallback">
      <h2 id="remote-fallback-title">{t('common.remote.unavailableTitle')}</h2>
      <p>{t('common.remote.unavailableBody')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('common.remote.retry')}
      </RetryButton>
    </Box>
  );
}
