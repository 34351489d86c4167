import { generatedPasswordNotice, readyBlock, type ReadyFacts } from './readyBlock';

const firstStart: ReadyFacts = {
  url: 'http://localhost:8080',
  publicOriginSet: false,
  adminEmail: 'admin@mealprep.local',
  generatedPassword: 'Zq3-generated_password_x',
  mailDriver: 'outbox',
};

describe('readyBlock', () => {
  it('says where the shop is, how to sign in as the admin, where mails go and how to stop', () => {
    expect(readyBlock(firstStart)).toBe(
      [
        '',
        'MealPrep MY is ready at http://localhost:8080',
        'Open this address: pages asked for under another host name (127.0.0.1, a LAN address)',
        'are sent here. PUBLIC_ORIGIN sets another one.',
        '',
        '  Admin     http://localhost:8080/admin/login as admin@mealprep.local',
        '  Password  Zq3-generated_password_x (generated for this first start: keep it now, it is not shown again)',
        '  E-mails   not sent; every one is listed at http://localhost:8080/admin/outbox',
        '  Stop      Ctrl+C',
        '',
        '',
      ].join('\n'),
    );
  });

  it('prints a password only when this start generated it', () => {
    const later = readyBlock({ ...firstStart, generatedPassword: null });
    expect(later).not.toContain(firstStart.generatedPassword);
    expect(later).toContain('  Password  the one printed at the first start, or ADMIN_PASSWORD\n');
    expect(later).toContain(
      '  Admin     http://localhost:8080/admin/login as admin@mealprep.local',
    );
  });

  it('is plain text: no JSON log line', () => {
    for (const line of readyBlock(firstStart).split('\n')) {
      expect(line.trimStart().startsWith('{')).toBe(false);
    }
  });

  it('names the public origin without the localhost note, and SMTP delivery', () => {
    const text = readyBlock({
      url: 'https://shop.example.my',
      publicOriginSet: true,
      adminEmail: 'ops@example.my',
      generatedPassword: null,
      mailDriver: 'smtp',
    });
    expect(text).toContain('MealPrep MY is ready at https://shop.example.my\n\n');
    expect(text).not.toContain('PUBLIC_ORIGIN');
    expect(text).toContain(
      '  E-mails   sent by SMTP; every one is also listed at https://shop.example.my/admin/outbox',
    );
  });

  it('leaves the admin lines out when the database has no admin', () => {
    const text = readyBlock({ ...firstStart, adminEmail: null, generatedPassword: null });
    expect(text).not.toMatch(/Admin|Password/);
    expect(text).toContain('  Stop      Ctrl+C');
  });
});

it('generatedPasswordNotice keeps a generated password when the start fails after all', () => {
  expect(generatedPasswordNotice('admin@mealprep.local', 'Zq3-generated_password_x')).toBe(
    'The admin account admin@mealprep.local was created with the password Zq3-generated_password_x; keep it now, it is not shown again.\n',
  );
});
