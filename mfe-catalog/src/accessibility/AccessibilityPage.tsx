import { styled } from 'styled-components';
import { CONTACT_CHAT_URL } from '@mealprep/shared/account';
import { formatShopDate } from '@mealprep/shared/core';
import { useLocale } from '@mealprep/shared/i18n';
import { Heading, PageFrame, Text, VisuallyHidden } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import {
  STATEMENT_REVIEWED,
  STATEMENT_SECTION_IDS,
  statementContent,
  type StatementSectionId,
} from './accessibilityContent';

const headingId = (id: StatementSectionId) => `accessibility-${id}-heading`;

/** Keeps lines at a readable length on wide screens. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 72ch;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

const ContactLink = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** "21 November 2026": day before month, as Malaysian readers write it. */
function formatDate(isoDate: string, locale: string): string {
  return formatShopDate(isoDate, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** `/accessibility`: what the shop aims for, how it is tested, what is known not to work, contact. */
export default function AccessibilityPage() {
  const t = useT();
  const locale = useLocale();
  const statement = statementContent[locale];

  return (
    <PageFrame title={t('catalog.accessibility.title')}>
      <Body>
        <Text tone="muted" size="sm">
          {t('catalog.accessibility.reviewed', {
            date: formatDate(STATEMENT_REVIEWED, locale),
          })}
        </Text>
        <Text>{statement.intro}</Text>
        {STATEMENT_SECTION_IDS.map((id) => {
          const section = statement.sections[id];
          return (
            <Section key={id} aria-labelledby={headingId(id)}>
              <Heading level={2} size="2xl" id={headingId(id)}>
                {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {id === 'contact' && (
                <ContactLink href={CONTACT_CHAT_URL} target="_blank" rel="noopener noreferrer">
                  {statement.contactLink}
                  <VisuallyHidden> {t('catalog.accessibility.newTab')}</VisuallyHidden>
                </ContactLink>
              )}
            </Section>
          );
        })}
      </Body>
    </PageFrame>
  );
}
