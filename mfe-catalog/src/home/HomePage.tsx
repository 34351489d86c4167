import styled from 'styled-components';
import type { PageSection } from '@mealprep/shared/catalogue/contracts';
import { AppLink } from '@mealprep/shared/routes';
import { Button, EmptyState, PageFrame, Skeleton, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { routeOfPath } from '../pages/routeOfPath';
import { usePageSections } from '../pages/usePageSections';
import { Carousel, ctaLinkStyles } from './Carousel';
import { DeliveryCheck } from './DeliveryCheck';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[7]};
`;

const Tiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.background};
  }

  h3 {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[4]};
    ${textStyle('cardTitle')}
  }

  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TileImg = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const SectionHead = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    ${textStyle('section')}
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TileLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Cta = styled(AppLink)`
  ${ctaLinkStyles}
  margin-top: ${({ theme }) => theme.space[4]};
`;

const TILE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

function Section({ section }: { section: PageSection }) {
  const t = useT();
  switch (section.key) {
    case 'banners':
      return <Carousel banners={section.carousel_banners} />;
    case 'featured':
      return (
        <section aria-label={t('catalog.home.featured')}>
          <SectionHead>
            <h2>{t('catalog.home.featured')}</h2>
          </SectionHead>
          <Tiles>
            {section.featured_section.map((item) => (
              <li key={item.title}>
                <TileImg image={item.image} sizes={TILE_SIZES} />
                <h3>
                  <TileLink to={routeOfPath(item.link)}>{item.title}</TileLink>
                </h3>
                <p>{item.description}</p>
              </li>
            ))}
          </Tiles>
        </section>
      );
    case 'how_it_works':
      return (
        <section aria-label={section.title}>
          <SectionHead>
            <h2>{section.title}</h2>
            <p>{section.description}</p>
          </SectionHead>
          <Tiles as="ol">
            {[...section.how_it_works_steps]
              .sort((a, b) => a.step - b.step)
              .map((step) => (
                <li key={step.key}>
                  <TileImg image={step.image} sizes={TILE_SIZES} />
                  <h3>{t('catalog.home.step', { step: step.step, title: step.title })}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
          </Tiles>
        </section>
      );
    case 'services':
      return (
        <section aria-label={section.title}>
          <SectionHead>
            <h2>{section.title}</h2>
            <p>{section.description}</p>
          </SectionHead>
          <Tiles>
            {section.home_services.map((service) => (
              <li key={service.key}>
                <TileImg image={service.image} sizes={TILE_SIZES} />
                <h3>{service.title}</h3>
                <p>{service.description}</p>
              </li>
            ))}
          </Tiles>
          <Cta to={routeOfPath(section.cta_action)}>{section.cta_title}</Cta>
        </section>
      );
    default:
      return null;
  }
}

function HomeSkeleton() {
  return (
    <Sections aria-hidden="true">
      <Skeleton width="100%" height="22rem" radius="lg" />
      <Skeleton width="40%" height="2rem" />
      <Tiles as="div">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} width="100%" height="18rem" radius="lg" />
        ))}
      </Tiles>
    </Sections>
  );
}

/** "Do you deliver to me?" comes right after the banners (first when there are none). */
function checkAt(sections: PageSection[]): number {
  return sections.findIndex((section) => section.key === 'banners') + 1;
}

export default function HomePage() {
  const t = useT();
  const { state, retry } = usePageSections('home');
  return (
    <PageFrame title={t('catalog.home.title')}>
      {state.status === 'loading' && <HomeSkeleton />}
      {state.status === 'error' && (
        <EmptyState
          title={t('catalog.page.error')}
          action={<Button onClick={retry}>{t('catalog.menu.retry')}</Button>}
        />
      )}
      {state.status === 'ready' && (
        <Sections>
          {state.sections.slice(0, checkAt(state.sections)).map((section) => (
            <Section key={section.id} section={section} />
          ))}
          <DeliveryCheck />
          {state.sections.slice(checkAt(state.sections)).map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </Sections>
      )}
    </PageFrame>
  );
}
