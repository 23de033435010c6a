import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { expectNoAxeViolations } from '../../test/axe';
import { staleTaskMessage } from './report-section';
import { SubmitGate } from './SubmitGate';

const gate = (left: string[]) =>
  render(
    <MemoryRouter>
      <SubmitGate submitHref="/tasks/9/submit" left={left} />
    </MemoryRouter>,
  );

// Issue 43: the report kit's submit gate in English and Welsh (a Welsh noun after a numeral stays singular).
describe('the submit gate', () => {
  afterEach(() => setLanguage('en'));

  it('says what is left in English, one section or more', () => {
    const { rerender } = gate(['Energy efficiency measures']);
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 1 section.Energy efficiency measures',
    );
    rerender(
      <MemoryRouter>
        <SubmitGate submitHref="/tasks/9/submit" left={['A', 'B', 'C', 'D']} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 4 sections.The list below shows the status of each section.',
    );
  });

  it('says it in Welsh, and follows a switch in place', async () => {
    await setLanguage('cy');
    const { container } = gate(['A', 'B']);
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      "Ni allwch gyflwyno i'r rheoleiddiwr eto: cwblhewch 2 adran.AB",
    );
    await expectNoAxeViolations(container);
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('submit-not-ready').textContent).toMatch(/^You cannot submit .* 2 sections\./);
  });

  it('offers the submit in Welsh once nothing is left', async () => {
    await setLanguage('cy');
    gate([]);
    expect(screen.getByRole('button', { name: "Cyflwyno i'r rheoleiddiwr" }).getAttribute('href')).toBe(
      '/tasks/9/submit',
    );
  });
});

describe('a save refused because the task moved on', () => {
  afterEach(() => setLanguage('en'));

  it("is said in the page's language, naming the report as the caller does", async () => {
    expect(staleTaskMessage('action plan')).toMatch(
      /^Your answers could not be saved because the action plan has/,
    );
    await setLanguage('cy');
    expect(staleTaskMessage('cynllun gweithredu')).toBe(
      'Nid oedd modd cadw eich atebion oherwydd bod y cynllun gweithredu wedi cael ei newid ers i chi ei agor, mewn tab arall neu gan gydweithiwr. Ail-lwythwch y dudalen i weld yr atebion diweddaraf, yna gwnewch eich newid eto.',
    );
  });
});
