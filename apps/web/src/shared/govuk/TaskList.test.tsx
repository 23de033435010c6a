import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TaskList } from './TaskList';

describe('task list statuses', () => {
  it('shows a tag while there is work to do, text once completed, and no link while it cannot start', async () => {
    const { container } = render(
      <MemoryRouter>
        <TaskList
          idPrefix="prepare"
          items={[
            { title: 'Reporting obligation', href: '/tasks/7/reporting-obligation', status: 'COMPLETED' },
            { title: 'Responsible undertaking', href: '/tasks/7/undertaking', status: 'IN_PROGRESS' },
            { title: 'Contact persons', href: '/tasks/7/contacts', status: 'NOT_STARTED' },
            {
              title: 'Responsible officer confirmation',
              href: '/tasks/7/confirmation',
              hint: 'Complete the other sections first',
              status: 'CANNOT_START_YET',
            },
          ]}
        />
      </MemoryRouter>,
    );
    const items = within(container).getAllByRole('listitem');
    const status = (index: number) => items[index]?.querySelector('.govuk-task-list__status');
    expect(status(0)?.innerHTML).toBe('Completed');
    expect(status(1)?.querySelector('.govuk-tag')?.textContent).toBe('In progress');
    expect(status(2)?.querySelector('.govuk-tag.govuk-tag--teal')?.textContent).toBe('Not started');
    expect(status(3)?.textContent).toBe('Cannot start yet');
    expect(status(3)?.classList.contains('govuk-task-list__status--cannot-start-yet')).toBe(true);
    // The task that cannot start is not a link; the others are, described by their status.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Reporting obligation',
      'Responsible undertaking',
      'Contact persons',
    ]);
    expect(screen.getByRole('link', { name: 'Contact persons' }).getAttribute('aria-describedby')).toBe(
      'prepare-3-status',
    );
    expect(items[3]?.classList.contains('govuk-task-list__item--with-link')).toBe(false);
    await expectNoAxeViolations(container);
  });
});
