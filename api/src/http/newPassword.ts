import { passwordVerdict } from '@mealprep/shared/validation';
import type { UserRow } from '../repositories/users';
import { FieldValidationError } from './errors';

/**
 * The part of the shared new-password rule the body alone cannot decide: on a change or a
 * reset the e-mail and name are the account's, not fields beside the password, so the schema
 * let it through and this refuses it with the schema's own messages (docs/architecture.md §5.1).
 */
export async function refuseGuessablePassword(password: string, user: UserRow, field = 'password') {
  const { verdict } = await passwordVerdict(password, {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  });
  if (verdict === 'ok') return;
  throw FieldValidationError.of(
    field,
    verdict === 'common' ? 'validation.passwordCommon' : 'validation.passwordPersonal',
  );
}
