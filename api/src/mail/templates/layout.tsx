/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { mt } from '../messages';

/** The shop's colours and type, inline (mail clients ignore style sheets). */
export const theme = {
  brand: '#2f6b3b',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#e4e7eb',
  font: "'Helvetica Neue', Helvetica, Arial, sans-serif",
};

export const text = { color: theme.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
export const small = { ...text, color: theme.muted, fontSize: '13px', lineHeight: '19px' };

/** A call to action: a real link, so the plain-text part shows its address too. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: theme.brand,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/**
 * Every mail's frame: language, preview line, the shop's name, a greeting, the message, the
 * sign-off and the footer (with the link to the notification switches when given).
 */
export function MailLayout(props: {
  locale: string;
  preview: string;
  title: string;
  name: string;
  preferencesUrl?: string;
  children: ReactNode;
}) {
  const { locale } = props;
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f5f7f5', fontFamily: theme.font, margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' }}>
          <Text style={{ ...text, color: theme.brand, fontSize: '20px', fontWeight: 700 }}>
            MealPrep
          </Text>
          <Heading as="h1" style={{ color: theme.ink, fontSize: '22px', margin: '8px 0 16px' }}>
            {props.title}
          </Heading>
          <Text style={text}>{mt(locale, 'greeting', { name: props.name })}</Text>
          {props.children}
          <Text style={text}>{mt(locale, 'signOff')}</Text>
          <Hr style={{ borderColor: theme.line, margin: '24px 0 12px' }} />
          <Text style={small}>{mt(locale, 'footer')}</Text>
          {props.preferencesUrl ? (
            <Text style={small}>
              {mt(locale, 'footerPreferences', { link: props.preferencesUrl })}
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
