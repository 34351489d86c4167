import { Badge } from '@mealprep/shared/ui';
import { useT } from '../i18n';

/** Whether a dish, a bundle or the fixed plan is halal (docs/spec.md §3), in words, on every card. */
export function HalalBadge({ halal }: { halal: boolean }) {
  const t = useT();
  return (
    <Badge tone={halal ? 'primary' : 'neutral'}>
      {t(halal ? 'catalog.halal.yes' : 'catalog.halal.no')}
    </Badge>
  );
}
