import { useEffect } from 'react';
import { useLocale } from '@mealprep/shared/i18n';
import { documentTitle, type RouteId } from '@mealprep/shared/routes';

/** Sets the browser tab's title to the page's own, in the page's language. */
export function useDocumentTitle(id: RouteId | 'notFound') {
  const locale = useLocale();
  useEffect(() => {
    document.title = documentTitle(id, locale);
  }, [id, locale]);
}
