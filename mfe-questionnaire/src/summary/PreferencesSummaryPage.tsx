import { PreferencesSummary } from './PreferencesSummary';

export default function PreferencesSummaryPage() {
  return <PreferencesSummary mode="summary" />;
}
