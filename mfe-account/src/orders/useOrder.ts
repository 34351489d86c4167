import { useParams } from 'react-router-dom';
import { apiPaths } from '@mealprep/shared/api';
import type { OrderDetail } from '@mealprep/shared/domain';
import { useResource } from '../data/useResource';

/** The order of the `:id` route parameter (its detail, or its summary). */
export function useOrder(summary = false) {
  const { id = '' } = useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const url = summary ? apiPaths.orderSummary(numeric) : apiPaths.order(numeric);
  return { routeId: id, numericId: numeric, ...useResource<OrderDetail>(url) };
}
