// Form (and other page-body) components, kept apart from index.ts: everything the index exports is reachable
// from the initial bundle, and only lazily loaded pages use these. Import them from 'shared/govuk/forms'.
export { CharacterCount } from './CharacterCount';
export type { CharacterCountProps } from './CharacterCount';
export { characterCountMessage } from './character-count-logic';
export { Checkboxes } from './Checkboxes';
export type { CheckboxesProps } from './Checkboxes';
export type { ChoiceItem, ChoiceOption } from './choice-items';
export { Details } from './Details';
export type { DetailsProps } from './Details';
export { ErrorMessage } from './ErrorMessage';
export { Fieldset } from './Fieldset';
export type { FieldsetLegend, FieldsetProps } from './Fieldset';
export { Hint } from './Hint';
export { Label } from './Label';
export { Radios } from './Radios';
export type { RadiosProps } from './Radios';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { DateInput } from './DateInput';
export type { DateInputProps } from './DateInput';
export {
  checkDate,
  dateParts,
  daysInMonth,
  formatDate,
  isLeapYear,
  MAX_YEAR,
  MIN_YEAR,
  monthNumber,
} from './date-rules';
export type { DateCheck, DatePart, DateParts, DateRules } from './date-rules';
export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { SummaryList, isEmptyValue } from './SummaryList';
export type { SummaryListAction, SummaryListProps, SummaryListRow } from './SummaryList';
export { TaskList } from './TaskList';
export type { TaskListItem, TaskListProps, TaskListStatus } from './TaskList';
