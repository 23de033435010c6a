import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { MoreLessText } from './MoreLessText';

/** jsdom has no layout: pretend the clamped paragraph is `scroll` px tall inside a `client` px box. */
function fakeLayout(scroll: number, client: number) {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(scroll);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(client);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MoreLessText', () => {
  it('offers no button when the text fits in its lines', () => {
    fakeLayout(100, 100);
    render(<MoreLessText text="A short note" />);
    expect(screen.getByText('A short note').classList.contains('app-more-less__text--clamped')).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('clamps long text to five lines and toggles it with Show more and Show less', async () => {
    fakeLayout(300, 120);
    const { container } = render(<MoreLessText text={'line\n'.repeat(12)} name="this note" />);
    const paragraph = container.querySelector('p') as HTMLParagraphElement;
    expect(paragraph.style.getPropertyValue('-webkit-line-clamp')).toBe('5');

    const more = screen.getByRole('button', { name: /Show more\s*of this note/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(paragraph.id);
    await expectNoAxeViolations(container);

    await userEvent.click(more);
    expect(paragraph.classList.contains('app-more-less__text--clamped')).toBe(false);
    const less = screen.getByRole('button', { name: /Show less\s*of this note/ });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(less);
    expect(paragraph.classList.contains('app-more-less__text--clamped')).toBe(true);
    expect(screen.getByRole('button', { name: /Show more\s*of this note/ })).toBeTruthy();
  });
});
