import { styled } from 'styled-components';
import { formatShopDate } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { Heading, Text, PageFrame } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import {
  TERMS_LAST_UPDATED,
  TERMS_SECTION_IDS,
  termsContent,
  type TermsSectionId,
} from './termsContent';

const CONTENTS_ID = 'terms-contents';
/** In-page anchors: `#terms-delivery` jumps to section 4. */
const sectionId = (id: TermsSectionId) => `terms-${id}`;
const headingId = (id: string) => `${id}-heading`;

/** Keeps lines at a readable length on wide screens; on a phone the container's padding rules. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 72ch;
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ol {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  /* In-page links land below the shell's sticky header: GlobalStyle's scroll-padding-top. */
`;

const BackLink = styled.a`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "21 November 2026": day before month, as Malaysian readers write it. */
function formatDate(isoDate: string, locale: string): string {
  return formatShopDate(isoDate, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** `/terms-and-conditions`: the ten numbered sections of docs/spec.md §2, with a table of contents. */
export default function TermsPage() {
  const t = useT();
  const locale = useLocale();
  const terms = termsContent[locale];

  return (
    <PageFrame title={t('catalog.terms.title')}>
      <Body>
        <Text tone="muted" size="sm">
          {t('catalog.terms.lastUpdated', { date: formatDate(TERMS_LAST_UPDATED, locale) })}
        </Text>
        <Text>{terms.intro}</Text>

        <Contents id={CONTENTS_ID} aria-labelledby={headingId(CONTENTS_ID)}>
          <Heading level={2} size="xl" id={headingId(CONTENTS_ID)}>
            {t('catalog.terms.contents')}
          </Heading>
          <ol>
            {TERMS_SECTION_IDS.map((id) => (
              <li key={id}>
                <a href={`#${sectionId(id)}`}>{terms.sections[id].heading}</a>
              </li>
            ))}
          </ol>
        </Contents>

        {TERMS_SECTION_IDS.map((id, index) => {
          const section = terms.sections[id];
          return (
            <Section key={id} id={sectionId(id)} aria-labelledby={headingId(sectionId(id))}>
              <Heading level={2} size="2xl" id={headingId(sectionId(id))}>
                {`${index + 1}. ${section.heading}`}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              <BackLink href={`#${CONTENTS_ID}`}>{t('catalog.terms.backToContents')}</BackLink>
            </Section>
          );
        })}
      </Body>
    </PageFrame>
  );
}
