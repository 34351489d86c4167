import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useHalalCertificateQuery } from '@mealprep/shared/catalogue/api';
import { businessYear } from '@mealprep/shared/core';
import { AppLink } from '@mealprep/shared/routes';
import { Container, VisuallyHidden } from '@mealprep/shared/ui';
import { HalalCertification } from '@mealprep/shared/catalogue/ui';
import { useShellT } from '../messages';

/** The shop's chat line (docs/spec.md §2 "Contact via a chat link"); its origin is allowed in bootstrap. */
export const CONTACT_CHAT_URL = 'https://wa.me/60123456789';
/** docs/spec.md §2 footer "Social (two links)": the shop's own pages, named by their platform. */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/mealprepmy' },
  { name: 'Facebook', href: 'https://www.facebook.com/mealprepmy' },
] as const;

const Root = styled.footer`
  flex-shrink: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
    padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[5]};
  }
`;

const Groups = styled.div`
  display: grid;
  /* Two groups a row on a phone, so the footer does not take a screen of its own. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const GroupTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkLook = `
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const InternalLink = styled(AppLink)`
  ${linkLook}
`;

const ExternalAnchor = styled.a`
  ${linkLook}
`;

const Copyright = styled.p`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A link that opens in a new tab, says so to screen readers, and gives the new page no opener. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useShellT();
  return (
    <ExternalAnchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('shell.footer.newTab')}</VisuallyHidden>
    </ExternalAnchor>
  );
}

/** A titled list of links; the list is named by its title ("Company", "Legal", "Social"). */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div>
      <GroupTitle id={titleId}>{title}</GroupTitle>
      <List aria-labelledby={titleId}>{children}</List>
    </div>
  );
}

/** docs/spec.md §1 copyright line: the year is the visitor's current year, taken at render. */
export function CopyrightLine() {
  const t = useShellT();
  // A string, so the number formatter does not group it ("2,026").
  return <Copyright>{t('shell.footer.copyright', { year: String(businessYear()) })}</Copyright>;
}

/** The kitchen's halal certification, once for the whole shop (docs/spec.md §3), when it has one. */
function KitchenCertification() {
  const { data } = useHalalCertificateQuery();
  return <HalalCertification certificate={data ?? null} />;
}

/**
 * docs/spec.md §2 footer: Company (about, chat contact), Legal (terms), Social (two links), the
 * kitchen's halal certification, copyright.
 */
export function Footer() {
  const t = useShellT();
  return (
    <Root>
      <Inner>
        <nav aria-label={t('shell.footer.label')}>
          <Groups>
            <Group title={t('shell.footer.company')}>
              <li>
                <InternalLink to="aboutUs">{t('shell.footer.about')}</InternalLink>
              </li>
              <li>
                <ExternalLink href={CONTACT_CHAT_URL}>{t('shell.footer.contact')}</ExternalLink>
              </li>
            </Group>
            <Group title={t('shell.footer.legal')}>
              <li>
                <InternalLink to="terms">{t('shell.footer.terms')}</InternalLink>
              </li>
              <li>
                <InternalLink to="accessibility">{t('shell.footer.accessibility')}</InternalLink>
              </li>
            </Group>
            <Group title={t('shell.footer.social')}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <ExternalLink href={link.href}>{link.name}</ExternalLink>
                </li>
              ))}
            </Group>
          </Groups>
        </nav>
        <KitchenCertification />
        <CopyrightLine />
      </Inner>
    </Root>
  );
}
