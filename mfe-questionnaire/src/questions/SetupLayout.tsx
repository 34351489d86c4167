import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from '@mealprep/shared/ui';
import { useT } from '../i18n';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: 768px) {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

export type SideStep = 'essentials' | 'meal' | 'summary';
const SIDE_STEPS: SideStep[] = ['essentials', 'meal', 'summary'];

/** The preference setup frame: side steps essential details / meal preferences / summary. */
export function SetupLayout({
  title,
  current,
  children,
}: {
  title: string;
  current: SideStep;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <PageFrame title={title}>
      <Grid>
        <nav aria-label={t('questionnaire.side.label')}>
          <Side>
            {SIDE_STEPS.map((step) => (
              <li key={step} aria-current={step === current ? 'step' : undefined}>
                {t(`questionnaire.side.${step}`)}
              </li>
            ))}
          </Side>
        </nav>
        <div>{children}</div>
      </Grid>
    </PageFrame>
  );
}

export const SectionList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  button {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }

  button[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.background};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
