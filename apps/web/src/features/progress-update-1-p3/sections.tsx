import {
  ConfirmationSection as SharedConfirmationSection,
  GroupChangeSection as SharedGroupChangeSection,
  MeasuresSection as SharedMeasuresSection,
  measuresTitleOf,
} from '../../shared/progress-update';
import { measuresFlow } from './flows';
import { measuresOf, progressUpdate1Model, type ProgressUpdate } from './update';

export { confirmationTitle, groupChangeTitle } from '../../shared/progress-update';

export function GroupChangeSection() {
  return <SharedGroupChangeSection model={progressUpdate1Model} />;
}

export function ConfirmationSection() {
  return <SharedConfirmationSection model={progressUpdate1Model} />;
}

// The pages ask after each plan measure as its implementation type says.
const flowKey = (update: ProgressUpdate) =>
  measuresOf(update)
    .map((measure) => measure.measureImplType)
    .join();

export function MeasuresSection() {
  return (
    <SharedMeasuresSection
      model={progressUpdate1Model}
      flowOf={(update) => measuresFlow(measuresOf(update))}
      flowKey={flowKey}
    />
  );
}

export const measuresTitle = measuresTitleOf(measuresFlow([]));
