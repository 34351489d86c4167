import { HttpError } from '../../http/errors';
import { isRemoteName, type RemoteName } from '../../platform/remotes';

/** The `:remote` of a release route; an unknown name is a 404. */
export function remoteParam(value: string): RemoteName {
  if (!isRemoteName(value)) throw new HttpError(404, 'notFound');
  return value;
}
