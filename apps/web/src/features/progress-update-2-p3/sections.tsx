import {
  ConfirmationSection as SharedConfirmationSection,
  GroupChangeSection as SharedGroupChangeSection,
  MeasuresSection as SharedMeasuresSection,
  measuresTitleOf,
} from '../../shared/progress-update';
import { measuresFlow } from './flows';
import { carriedOf, progressUpdate2Model, type ProgressUpdate } from './update';

export { confirmationTitle, groupChangeTitle } from '../../shared/progress-update';

export function GroupChangeSection() {
  return <SharedGroupChangeSection model={progressUpdate2Model} />;
}

export function ConfirmationSection() {
  return <SharedConfirmationSection model={progressUpdate2Model} />;
}

// The pages ask after each carried-over measure as what progress update 1 said of it calls for.
const flowKey = (update: ProgressUpdate) =>
  carriedOf(update)
    .map((measure) => measure.questions)
    .join();

export function MeasuresSection() {
  return (
    <SharedMeasuresSection
      model={progressUpdate2Model}
      flowOf={(update) => measuresFlow(carriedOf(update))}
      flowKey={flowKey}
    />
  );
}

export const measuresTitle = measuresTitleOf(measuresFlow([]));
