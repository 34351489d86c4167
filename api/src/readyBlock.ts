import { href } from '@mealprep/shared/route-table';

export interface ReadyFacts {
  /** The shop's one address (`PUBLIC_ORIGIN`, else `http://localhost:PORT`). */
  url: string;
  /** False: `PUBLIC_ORIGIN` is not set and `url` is this machine's localhost address. */
  publicOriginSet: boolean;
  /** The admin account to sign in with; null when the database has none. */
  adminEmail: string | null;
  /** Only on the start that created the admin without `ADMIN_PASSWORD`. */
  generatedPassword: string | null;
  /** `MAIL_DRIVER`: outbox keeps every mail unsent; smtp also delivers it. */
  mailDriver: 'outbox' | 'smtp';
}

/**
 * What `npm start` prints once the shop listens: where to open it, how to sign in as
 * the admin (a generated password this one time only), where the e-mails go and how to stop it.
 * Plain text for a person at a terminal, not a log line.
 */
export function readyBlock(facts: ReadyFacts): string {
  const { url } = facts;
  const rows: [string, string][] = [];
  if (facts.adminEmail) {
    rows.push(['Admin', `${url}${href('adminLogin')} as ${facts.adminEmail}`]);
    rows.push([
      'Password',
      facts.generatedPassword
        ? `${facts.generatedPassword} (generated for this first start: keep it now, it is not shown again)`
        : 'the one printed at the first start, or ADMIN_PASSWORD',
    ]);
  }
  rows.push([
    'E-mails',
    facts.mailDriver === 'outbox'
      ? `not sent; every one is listed at ${url}${href('adminOutbox')}`
      : `sent by SMTP; every one is also listed at ${url}${href('adminOutbox')}`,
  ]);
  rows.push(['Stop', 'Ctrl+C']);
  const lines = [
    `MealPrep MY is ready at ${url}`,
    ...(facts.publicOriginSet
      ? []
      : [
          'Open this address: pages asked for under another host name (127.0.0.1, a LAN address)',
          'are sent here. PUBLIC_ORIGIN sets another one.',
        ]),
    '',
    ...rows.map(([label, text]) => `  ${label.padEnd(9)} ${text}`),
  ];
  return `\n${lines.join('\n')}\n\n`;
}

/** When the start fails after the admin was created: the generated password, still once. */
export function generatedPasswordNotice(email: string, password: string): string {
  return `The admin account ${email} was created with the password ${password}; keep it now, it is not shown again.\n`;
}
