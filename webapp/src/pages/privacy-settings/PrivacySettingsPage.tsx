import { RevealInSteps } from '../../components/RevealInSteps';
import { SimplePage } from '../../components/SimplePage';
import { DangerZoneCard } from '../../features/privacy/DangerZoneCard';
import { DataCollectedCard } from '../../features/privacy/DataCollectedCard';
import { DataRetentionCard } from '../../features/privacy/DataRetentionCard';
import { ExportDataCard } from '../../features/privacy/ExportDataCard';

/** Privacy & Data (spec 2.11). */
export function PrivacySettingsPage() {
  return (
    <SimplePage
      title="Privacy & Data"
      intro="Download everything Vault keeps about you, see how long it is kept, or delete your account."
    >
      {/* A phone shows the first card or two: the rest commit and lay out a frame later. */}
      <RevealInSteps first={2} step={2}>
        <ExportDataCard />
        <DataRetentionCard />
        <DataCollectedCard />
        <DangerZoneCard />
      </RevealInSteps>
    </SimplePage>
  );
}
