import { PreferencesSummary } from './PreferencesSummary';

export default function EditSummaryPage() {
  return <PreferencesSummary mode="edit" />;
}
