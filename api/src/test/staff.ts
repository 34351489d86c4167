import type { StaffRole } from '@mealprep/shared/staff';
import { cookieHeader, uniqueEmail, uniqueIp, waitForMail, type TestApp } from './helper';

export interface StaffLogin {
  id: number;
  email: string;
  role: StaffRole;
  cookie: string;
}

const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * A member of staff as the shop makes one: the admin invites them, they open the e-mailed link
 * and choose a password, then sign in at the admin's login.
 */
export async function inviteStaff(
  t: TestApp,
  adminCookie: string,
  role: StaffRole,
  name = 'Aisyah',
): Promise<StaffLogin> {
  const email = uniqueEmail(role);
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/staff',
    headers: { cookie: adminCookie },
    payload: { email, first_name: name, last_name: 'Staff', role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const mail = await waitForMail(t.db, email, 'staff_invite');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error('no token in the invitation');
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    remoteAddress: uniqueIp(),
    payload: { token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD },
  });
  if (reset.statusCode !== 200) throw new Error(`set password: ${reset.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    remoteAddress: uniqueIp(),
    payload: { email, password: STAFF_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.body}`);
  return {
    id: invited.json<{ data: { id: number } }>().data.id,
    email,
    role,
    cookie: cookieHeader(login),
  };
}
