import type { ReactNode } from 'react';
import { apiErrorOf } from '@mealprep/shared/api';
import { EmptyState, Skeleton } from '@mealprep/shared/ui';
import { LoadRefusal } from './LoadRefusal';

/**
 * The states of a staff list page, one way on every page: why the list did not come (no access
 * for this role, or it could not be loaded: LoadRefusal), a skeleton while it loads, the empty
 * state, or the list itself (`children`, given the loaded answer).
 */
export function ListStates<T>({
  data,
  error,
  failed,
  empty,
  isEmpty,
  skeletonHeight = '16rem',
  children,
}: {
  /** The query's answer for what is asked now (`currentData` where the page can ask again). */
  data: T | undefined;
  /** The query's error, if it failed. */
  error: unknown;
  /** What to say when the list could not be loaded. */
  failed: string;
  /** What the empty state says. */
  empty: string;
  isEmpty: (data: T) => boolean;
  skeletonHeight?: string;
  children: (data: T) => ReactNode;
}) {
  // An error without the API's shape (it should not happen) still ends the skeleton.
  const refused = error ? (apiErrorOf(error) ?? { status: 0, message: failed, errors: {} }) : null;
  if (refused) return <LoadRefusal refused={refused} failed={failed} />;
  if (data === undefined) return <Skeleton height={skeletonHeight} />;
  if (isEmpty(data)) return <EmptyState title={empty} />;
  return <>{children(data)}</>;
}
