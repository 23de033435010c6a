import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '../../test/axe';
import { RadiosField, requiredChoice, requiredText } from '../forms';
import { TextInput } from '../govuk/forms';
import { setLanguage } from '../i18n';
import { BackLinkContext } from '../routing';
import { addAnotherPages } from './add-another';
import { StepFieldError, resumePath, stepPage, stepTitle } from './flow';
import { sessionDraft } from './session-draft';
import { StepFlowPage } from './StepFlowPage';
import type { SectionStatus, StepFlow, StepFlowBinding } from './types';

/**
 * A small section built the way the reporting tasks build theirs: a question whose answer adds a page, a
 * free-text page with a server-side check, and an add-another list of people.
 */
interface Person {
  name: string;
}
interface Answers {
  hasTrust: 'YES' | 'NO' | null;
  trustName: string;
  people: Person[];
}
const EMPTY: Answers = { hasTrust: null, trustName: '', people: [] };

const trustQuestion = stepPage({
  path: 'trust',
  title: 'Does the notification include a trust asset?',
  ownHeading: true,
  schema: z.object({ hasTrust: requiredChoice(['YES', 'NO'], 'Select yes or no') }),
  values: (answers: Answers) => ({ hasTrust: answers.hasTrust }),
  // A No drops the trust's name: answers that no longer apply are not kept.
  apply: (answers: Answers, output) => ({
    ...answers,
    hasTrust: output.hasTrust,
    trustName: output.hasTrust === 'YES' ? answers.trustName : '',
  }),
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="hasTrust"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={[
        { value: 'YES', text: 'Yes' },
        { value: 'NO', text: 'No' },
      ]}
    />
  ),
  summary: (answers) => [{ key: 'Trust asset', value: answers.hasTrust === 'YES' ? 'Yes' : 'No' }],
});

const trustName = stepPage({
  path: 'trust-name',
  title: 'Name the trust',
  when: (answers: Answers) => answers.hasTrust === 'YES',
  schema: z.object({ trustName: requiredText('Enter the name of the trust') }),
  values: (answers: Answers) => ({ trustName: answers.trustName }),
  apply: (answers: Answers, output) => {
    if (output.trustName === 'Taken') throw new StepFieldError('trustName', 'That name is taken');
    return { ...answers, trustName: output.trustName ?? '' };
  },
  Fields: ({ form }) => (
    <TextInput
      id="l.trustName"
      label="Trust name"
      errorMessage={form.formState.errors.trustName?.message}
      {...form.register('trustName')}
    />
  ),
  summary: (answers) => [{ key: 'Trust name', value: answers.trustName }],
});

const personSchema = z.object({ name: requiredText('Enter a name') });
const people = addAnotherPages({
  path: 'people',
  title: 'Add the assessment personnel',
  itemTitle: 'Add a person',
  noun: 'person',
  summaryKey: 'Assessment personnel',
  emptyText: 'No persons have been added',
  min: { count: 1, message: 'Add at least one person' },
  items: (answers: Answers) => answers.people,
  setItems: (answers: Answers, items: Person[]) => ({ ...answers, people: items }),
  describe: (person: Person) => ({ title: person.name, rows: [{ key: 'Name', value: person.name }] }),
  itemSchema: personSchema,
  itemValues: (person) => ({ name: person?.name ?? '' }),
  toItem: (output) => ({ name: output.name ?? '' }),
  ItemFields: ({ form }) => (
    <TextInput
      id="l.name"
      label="Name"
      errorMessage={form.formState.errors.name?.message}
      {...form.register('name')}
    />
  ),
});

const flow: StepFlow<Answers> = {
  caption: 'Responsible undertaking',
  continueText: 'Save and continue',
  pages: [trustQuestion, trustName, ...people],
  checkAnswers: { confirmText: 'Confirm and complete' },
};

let saved: { answers: Answers; status: SectionStatus };
let save: ReturnType<typeof vi.fn<(answers: Answers, status: SectionStatus) => Promise<void>>>;
let complete: ReturnType<typeof vi.fn<(answers: Answers) => Promise<void>>>;

/** The section at /section/*, with the layout's Back link drawn as the layout draws it. */
function renderSection(path: string) {
  function Section() {
    const [, rerender] = useState(0);
    const binding: StepFlowBinding<Answers> = {
      basePath: '/section',
      answers: saved.answers,
      status: saved.status,
      save: async (answers, status) => {
        await save(answers, status);
        saved = { answers, status };
        rerender((count) => count + 1);
      },
      complete: async (answers) => {
        await complete(answers);
        return '/task-list';
      },
      exit: { href: '/task-list', text: 'Return to: Submit notification' },
    };
    return <StepFlowPage flow={flow} binding={binding} />;
  }
  function Layout() {
    const [back, setBack] = useState<string | null>(null);
    return (
      <>
        {back ? (
          <a className="govuk-back-link" href={back}>
            Back
          </a>
        ) : null}
        <BackLinkContext value={setBack}>
          <Outlet />
        </BackLinkContext>
      </>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/section/*', element: <Section /> },
          { path: '/task-list', element: <h1>Task list</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

const continueButton = () => screen.getByRole('button', { name: 'Save and continue' });
const backLink = () => document.querySelector('.govuk-back-link')?.getAttribute('href');

beforeEach(() => {
  saved = { answers: EMPTY, status: 'NOT_STARTED' };
  save = vi.fn().mockResolvedValue(undefined);
  complete = vi.fn().mockResolvedValue(undefined);
});

describe('a step flow', () => {
  it('resumes a new section at its first page, checks the page’s schema and saves every Continue', async () => {
    const { router, container } = renderSection('/section');
    expect(
      await screen.findByRole('group', { name: 'Does the notification include a trust asset?' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/section/trust');
    expect(screen.getByText('Responsible undertaking')).toBeTruthy();
    expect(backLink()).toBeUndefined();
    await userEvent.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe('Select yes or no');
    expect(save).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(continueButton());
    // Yes puts the trust's name on the route.
    await screen.findByRole('heading', { name: 'Name the trust' });
    expect(save).toHaveBeenCalledWith({ ...EMPTY, hasTrust: 'YES' }, 'IN_PROGRESS');
    expect(backLink()).toBe('/section/trust');
  });

  it('shows a check the server makes on its field, and a failed save in the error summary', async () => {
    saved = { answers: { ...EMPTY, hasTrust: 'YES' }, status: 'IN_PROGRESS' };
    renderSection('/section/trust-name');
    await userEvent.type(await screen.findByLabelText('Trust name'), 'Taken');
    await userEvent.click(continueButton());
    expect((await screen.findAllByText('That name is taken')).length).toBe(2);
    expect(save).not.toHaveBeenCalled();

    save.mockRejectedValueOnce(new Error('offline'));
    await userEvent.clear(screen.getByLabelText('Trust name'));
    await userEvent.type(screen.getByLabelText('Trust name'), 'Family trust');
    await userEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your answers could not be saved. Try again.',
    );
    expect(screen.getByRole('heading', { name: 'Name the trust' })).toBeTruthy();
  });

  it('adds, changes and removes items of an add-another list, saving each change', async () => {
    saved = { answers: { ...EMPTY, hasTrust: 'NO' }, status: 'IN_PROGRESS' };
    const { router, container } = renderSection('/section/people');
    expect(await screen.findByText('No persons have been added')).toBeTruthy();
    expect(backLink()).toBe('/section/trust');
    await userEvent.click(continueButton());
    expect((await screen.findAllByText('Add at least one person')).length).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Ada');
    expect(backLink()).toBe('/section/people');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Bob');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Bob' });
    expect(saved.answers.people).toEqual([{ name: 'Ada' }, { name: 'Bob' }]);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getAllByRole('link', { name: /^Change/ })[0] as HTMLElement);
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Ada');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' });

    await userEvent.click(screen.getAllByRole('link', { name: /^Remove/ })[1] as HTMLElement);
    expect(
      await screen.findByRole('group', { name: 'Are you sure you want to remove this person?' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' });
    expect(saved.answers.people).toEqual([{ name: 'Ada Lovelace' }]);
    expect(screen.queryByRole('heading', { level: 2, name: 'Bob' })).toBeNull();

    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(router.state.location.pathname).toBe('/section/summary');
  });

  it('returns to Check your answers after a change, through a page the change put on the route', async () => {
    saved = { answers: { ...EMPTY, hasTrust: 'NO', people: [{ name: 'Ada' }] }, status: 'IN_PROGRESS' };
    const { router, container } = renderSection('/section/summary');
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(backLink()).toBe('/section/people');
    await expectNoAxeViolations(container);
    const rows = [...container.querySelectorAll('.govuk-summary-list__row')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Trust assetNoChange trust asset',
      'Assessment personnelAdaChange assessment personnel',
    ]);

    await userEvent.click(screen.getByRole('link', { name: /^Change ?trust asset$/ }));
    expect(backLink()).toBe('/section/summary');
    await userEvent.click(await screen.findByLabelText('Yes'));
    await userEvent.click(continueButton());
    // Yes needs the trust's name before the summary.
    await screen.findByRole('heading', { name: 'Name the trust' });
    expect(router.state.location.search).toBe('?change=true');
    await userEvent.type(screen.getByLabelText('Trust name'), 'Family trust');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(router.state.location.pathname).toBe('/section/summary');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and complete' }));
    await screen.findByRole('heading', { name: 'Task list' });
    expect(complete).toHaveBeenCalledWith({
      hasTrust: 'YES',
      trustName: 'Family trust',
      people: [{ name: 'Ada' }],
    });
  });

  it('sends a user to the first page still to answer, and a completed section to its summary', async () => {
    const partial = { ...EMPTY, hasTrust: 'YES' as const };
    expect(resumePath(flow, partial, 'IN_PROGRESS')).toBe('trust-name');
    expect(resumePath(flow, { ...partial, trustName: 'T', people: [{ name: 'A' }] }, 'IN_PROGRESS')).toBe(
      'summary',
    );
    expect(resumePath(flow, partial, 'COMPLETED')).toBe('summary');
    expect(stepTitle(flow, 'people/2/remove')).toBe('Are you sure you want to remove this person?');
    expect(stepTitle(flow, 'summary')).toBe('Check your answers');

    saved = { answers: partial, status: 'IN_PROGRESS' };
    const { router, unmount } = renderSection('/section/people');
    await screen.findByRole('heading', { name: 'Name the trust' });
    expect(router.state.location.pathname).toBe('/section/trust-name');
    unmount();

    saved = { answers: { ...partial, trustName: 'T', people: [{ name: 'A' }] }, status: 'COMPLETED' };
    const completed = renderSection('/section/trust');
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(completed.router.state.location.pathname).toBe('/section/summary');
    // Completed: nothing to confirm again.
    expect(screen.queryByRole('button', { name: 'Confirm and complete' })).toBeNull();
  });
});

// Issue 43: the flow's own words in Welsh (the section's come from its feature's catalogue).
describe('a step flow in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('words the add-another pages, the removal question and Check your answers in Welsh', async () => {
    await setLanguage('cy');
    saved = { answers: { ...EMPTY, hasTrust: 'NO', people: [{ name: 'Ada' }] }, status: 'IN_PROGRESS' };
    const list = renderSection('/section/people');
    expect(await screen.findByRole('button', { name: 'Ychwanegu person arall' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Newid/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Dileu/ })).toBeTruthy();
    list.unmount();

    const { container, unmount } = renderSection('/section/people/1/remove');
    const question = await screen.findByRole('group', {
      name: 'Ydych chi’n siŵr eich bod am ddileu’r person?',
    });
    expect(within(question).getByLabelText('Ydw')).toBeTruthy();
    await userEvent.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'Dewiswch ‘Ydw’ neu ‘Nac ydw’',
    );
    await expectNoAxeViolations(container);
    unmount();

    renderSection('/section/summary');
    expect(await screen.findByRole('heading', { name: 'Gwirio eich atebion' })).toBeTruthy();
    expect(stepTitle(flow, 'summary')).toBe('Gwirio eich atebion');
    expect(stepTitle(flow, 'people/1/remove')).toBe('Ydych chi’n siŵr eich bod am ddileu’r person?');
  });
});

describe('a session draft', () => {
  const draft = sessionDraft('test', z.object({ name: z.string() }));

  beforeEach(() => window.sessionStorage.clear());

  it('keeps each user’s answers in the tab session and drops a draft of another shape', () => {
    draft.write('ann', { answers: { name: 'A' }, status: 'IN_PROGRESS' });
    expect(draft.read('ann')).toEqual({ answers: { name: 'A' }, status: 'IN_PROGRESS' });
    expect(draft.read('bob')).toBeNull();
    expect(window.sessionStorage.getItem('esos.draft.test.ann')).toContain('"name":"A"');

    window.sessionStorage.setItem('esos.draft.test.ann', '{"answers":{"name":3},"status":"IN_PROGRESS"}');
    expect(draft.read('ann')).toBeNull();
    window.sessionStorage.setItem('esos.draft.test.ann', 'not json');
    expect(draft.read('ann')).toBeNull();
    draft.write('ann', { answers: { name: 'A' }, status: 'IN_PROGRESS' });
    draft.clear('ann');
    expect(draft.read('ann')).toBeNull();
  });
});
