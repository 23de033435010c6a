import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, NotificationBanner } from '../../shared/govuk';
import { FileUpload } from '../../shared/govuk/forms';
import { fetchAlreadyStored, uploadRefusal, uploadVerifiedAccounts } from './onboarding-api';
import {
  alreadyStoredProblems,
  checkContent,
  checkFile,
  problemText,
  TEMPLATE_PATH,
  type FileProblem,
  type VerifiedAccountRow,
} from './verified-accounts-file';

const FILE_INPUT_ID = 'verified-accounts-file';

type FileState =
  | { step: 'none' }
  | { step: 'checking' }
  /** A problem with the file itself: shown on its own. */
  | { step: 'file-error'; message: string }
  | { step: 'data-errors'; problems: FileProblem[] }
  | { step: 'valid'; rows: VerifiedAccountRow[] };

const accounts = (count: number) => `${count} organisation ${count === 1 ? 'account' : 'accounts'}`;

/** Reads and checks the chosen file: the file checks, then the data checks, then the values already stored. */
async function checkChosenFile(file: File): Promise<FileState> {
  const fileError = checkFile(file);
  if (fileError) return { step: 'file-error', message: fileError };
  const content = checkContent(await file.text());
  if (!content.ok) return { step: 'data-errors', problems: content.problems };
  const stored = alreadyStoredProblems(content.rows, await fetchAlreadyStored(content.rows));
  if (stored.length > 0) return { step: 'data-errors', problems: stored };
  return { step: 'valid', rows: content.rows };
}

/** web-screens §2.5: a regulator uploads a CSV of verified organisations (CRN and email of the applicant). */
export function UploadOrganisationAccountsPage() {
  const [state, setState] = useState<FileState>({ step: 'none' });
  const [added, setAdded] = useState<number | null>(null);
  // Changing the key clears the file input after a save, so the same file is not sent twice by mistake.
  const [inputKey, setInputKey] = useState(0);
  // Only the newest choice counts if a person picks another file while one is being checked.
  const latestCheck = useRef(0);
  const upload = useMutation({ mutationFn: uploadVerifiedAccounts });

  const saveProblems: FileProblem[] = (() => {
    if (!upload.error) return [];
    const refusal = uploadRefusal(upload.error);
    if (!refusal) return [{ message: 'The file could not be uploaded. Try again' }];
    const values = refusal.values.join(', ');
    return [
      {
        message:
          refusal.code === 'ONBOARDING1001'
            ? `The file repeats these values: ${values}`
            : `These values have already been uploaded: ${values}`,
      },
    ];
  })();
  const problems: FileProblem[] =
    state.step === 'file-error'
      ? [{ message: state.message }]
      : state.step === 'data-errors'
        ? state.problems
        : saveProblems;
  useFormErrorTitle(problems.length > 0);

  async function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const check = ++latestCheck.current;
    setAdded(null);
    upload.reset();
    if (!file) {
      setState({ step: 'none' });
      return;
    }
    setState({ step: 'checking' });
    let next: FileState;
    try {
      next = await checkChosenFile(file);
    } catch {
      next = { step: 'file-error', message: 'The selected file could not be checked. Try again' };
    }
    if (check === latestCheck.current) setState(next);
  }

  function save() {
    if (state.step !== 'valid') return;
    const count = state.rows.length;
    upload.mutate(state.rows, {
      onSuccess: () => {
        setAdded(count);
        setState({ step: 'none' });
        setInputKey((key) => key + 1);
      },
    });
  }

  const fieldError =
    state.step === 'file-error'
      ? state.message
      : state.step === 'data-errors' || saveProblems.length > 0
        ? 'The selected file has problems: correct them and choose the file again'
        : undefined;

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {problems.length > 0 ? (
          <ErrorSummary
            key={JSON.stringify(problems)}
            errors={problems.map((problem) => ({ href: `#${FILE_INPUT_ID}`, text: problemText(problem) }))}
          />
        ) : null}
        {added !== null ? (
          <NotificationBanner type="success">
            <h3 className="govuk-notification-banner__heading">File uploaded successfully</h3>
            <p className="govuk-body">{accounts(added)} added</p>
          </NotificationBanner>
        ) : null}
        <h1 className="govuk-heading-l">Upload verified organisation accounts</h1>
        <p className="govuk-body">
          Upload a list of organisations your competent authority has verified. For each organisation, give
          its company registration number and the email address of the person who will apply for its account.
        </p>
        <p className="govuk-body">
          Each person gets an email inviting them to apply. When they apply with that email address, their
          company registration number is filled in and the organisation account is opened straight away.
        </p>
        <p className="govuk-body">
          The file must be a CSV file with 2 columns, CRN and Email, and a row for each organisation. It must
          be smaller than 20MB.
        </p>
        <p className="govuk-body">
          <a
            className="govuk-link"
            href={TEMPLATE_PATH}
            download="verified-organisation-accounts-template.csv"
          >
            Download the template (CSV)
          </a>
        </p>
        <FileUpload
          key={inputKey}
          id={FILE_INPUT_ID}
          name="verifiedAccountsFile"
          label="Upload a file"
          labelClassName="govuk-label--m"
          hint="CSV file, smaller than 20MB"
          accept=".csv,text/csv"
          errorMessage={fieldError}
          onChange={(event) => void onFileChange(event)}
        />
        <div aria-live="polite">
          {state.step === 'checking' ? <p className="govuk-body">Checking the file…</p> : null}
          {state.step === 'valid' ? (
            <p className="govuk-body">The file is ready to upload: {accounts(state.rows.length)}.</p>
          ) : null}
        </div>
        {state.step === 'valid' ? (
          <Button onClick={save} pending={upload.isPending}>
            Save
          </Button>
        ) : null}
      </div>
    </div>
  );
}
