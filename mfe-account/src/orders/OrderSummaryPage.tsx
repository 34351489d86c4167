import { useParams } from 'react-router-dom';
import { useT } from '../i18n';
import { PageFrame } from '@mealprep/shared/ui';

export default function OrderSummaryPage() {
  const t = useT();
  const { id = '' } = useParams<'id'>();
  return <PageFrame title={t('account.orderSummary.title', { id })} />;
}
