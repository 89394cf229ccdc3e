import type { MachineDecisionView } from '../../../../../common/risk/machine-decision';
import { MachineDecisionPanel } from '../decision/MachineDecisionPanel';
import { SectionCard } from '../SectionCard';

/** What the machine review used and why (issue 36). */
export function MachineDecisionSection({ machine }: { machine: MachineDecisionView | null }) {
  return (
    <SectionCard name="machineDecision">
      <MachineDecisionPanel machine={machine} />
    </SectionCard>
  );
}
