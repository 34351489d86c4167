import { useParams } from '@mealprep/shared/router';

/** The order id of the `:id` route parameter (0 when it is not a number, which the API refuses). */
export function useOrderId() {
  const { id = '' } = useParams();
  return { routeId: id, numericId: /^\d{1,9}$/.test(id) ? Number(id) : 0 };
}
