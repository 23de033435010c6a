import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { ScrollRegion } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region a keyboard user can focus to scroll the table inside it', async () => {
    const { container } = render(
      <main>
        <ScrollRegion label="Tasks">
          <table className="govuk-table">
            <thead>
              <tr>
                <th scope="col">Task</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Review the application</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Tasks' });
    expect(region.tabIndex).toBe(0);
    expect(region.classList.contains('app-scroll-region')).toBe(true);
    expect(region.querySelector('table')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
