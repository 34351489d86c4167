/** @jsxRuntime automatic @jsxImportSource react */
// (Explicit, because tsx reads the tsconfig of the directory it is started from.)
import { Text } from '@react-email/components';
import { renderMail } from '../render';
import { MailLayout, text } from './layout';

/**
 * An account notice (password changed, e-mail changed, password reset): the API catalogue's
 * body, paragraph by paragraph; its greeting line is the layout's, so it is dropped here.
 */
export function AccountNotice(props: {
  locale: string;
  name: string;
  subject: string;
  body: string;
}) {
  const paragraphs = props.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph, index) => paragraph && !(index === 0 && /,$/.test(paragraph)));
  return (
    <MailLayout
      locale={props.locale}
      preview={paragraphs[0] ?? props.subject}
      title={props.subject}
      name={props.name}
    >
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={text}>
          {paragraph}
        </Text>
      ))}
    </MailLayout>
  );
}

/** An account notice as an outbox message's parts (subject, HTML, text, language). */
export async function accountNoticeMail(notice: {
  locale: string;
  name: string;
  subject: string;
  body: string;
}) {
  const { html, text: plain } = await renderMail(AccountNotice(notice));
  return { subject: notice.subject, html, text: plain, locale: notice.locale };
}
