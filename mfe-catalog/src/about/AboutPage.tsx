import styled from 'styled-components';
import { useHalalCertificateQuery } from '@mealprep/shared/catalogue/api';
import { useCommonT } from '@mealprep/shared/i18n';
import { Button, Card, EmptyState, PageFrame, Skeleton } from '@mealprep/shared/ui';
import { HalalCertification } from '@mealprep/shared/catalogue/ui';
import { useT } from '../i18n';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { usePageSections } from '../pages/usePageSections';

const Founder = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Portrait = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  object-fit: cover;
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Certification = styled(Card).attrs({ as: 'section', padding: 4 })`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The kitchen's halal certification (docs/spec.md §3), when it has a valid one. */
function KitchenCertification() {
  const common = useCommonT();
  const { data } = useHalalCertificateQuery();
  if (!data || data.expired) return null;
  return (
    <Certification aria-labelledby="about-halal">
      <h2 id="about-halal">{common('common.halal.title')}</h2>
      <HalalCertification certificate={data} />
    </Certification>
  );
}

export default function AboutPage() {
  const t = useT();
  const { state, retry } = usePageSections('about');
  return (
    <PageFrame title={t('catalog.about.title')}>
      {state.status === 'loading' && (
        <Founder aria-hidden="true">
          <Skeleton width="100%" height="20rem" radius="lg" />
          <Skeleton width="100%" height="12rem" />
        </Founder>
      )}
      {state.status === 'error' && (
        <EmptyState
          title={t('catalog.page.error')}
          action={<Button onClick={retry}>{t('catalog.menu.retry')}</Button>}
        />
      )}
      {state.status === 'ready' &&
        state.sections.map((section) =>
          section.key === 'founder' ? (
            <Founder key={section.id} aria-label={section.title}>
              <Portrait
                image={section.founder.image}
                priority
                sizes="(min-width: 768px) 33vw, 100vw"
              />
              <div>
                <h2>{section.title}</h2>
                <h3>{section.founder.name}</h3>
                <Role>{section.founder.role}</Role>
                {section.founder.bio.split(/\n+/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </Founder>
          ) : null,
        )}
      <KitchenCertification />
    </PageFrame>
  );
}
