import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { canonicalHtml, parseHtml } from './fixtures/canonical-html';
import { OneLoginHeader } from './OneLoginHeader';

/**
 * The markup @govuk-one-login/service-header 6 renders with its defaults (its dist/html/header.html, from
 * src/nunjucks/template.njk), with sign-out as its button variant (`signOutFormAction`) and after its script has
 * run (`toggle-enabled`). Differences, on purpose: the sign-out button starts our sign-out itself, so it has
 * type=button and no form round it; the toggle's and menu's data-open-class and data-label-for-* attributes are
 * instructions to the package's script, whose work React does, so they are left out; the SVGs' drawings are
 * compared in their own test below.
 */
const PACKAGE_MARKUP = `
<div class="rebranded-cross-service-header" data-module="one-login-header">
  <div class="rebranded-one-login-header toggle-enabled" data-one-login-header-nav="">
    <div class="rebranded-one-login-header__container govuk-width-container">
      <div class="rebranded-one-login-header__logo">
        <a href="https://www.gov.uk/" class="rebranded-one-login-header__link rebranded-one-login-header__link--homepage">
          <svg focusable="false" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 324 60" height="30"
            width="162" fill="currentcolor" class="rebranded-one-login-header__logotype" aria-label="GOV.UK"></svg>
        </a>
      </div>
      <button type="button" aria-controls="one-login-header__nav" aria-label="Show GOV.UK One Login menu"
        aria-expanded="false" class="rebranded-cross-service-header__toggle js-x-header-toggle">
        <span class="rebranded-cross-service-header__toggle-content-wrapper">
          <svg focusable="false" xmlns="http://www.w3.org/2000/svg" width="15" height="30" viewBox="150 150 250 250"
            fill="currentcolor" class="rebranded-cross-service-header__logo" aria-hidden="true"></svg>
          <span class="rebranded-cross-service-header__toggle-content">One Login</span>
        </span>
      </button>
      <nav aria-label="GOV.UK One Login" class="rebranded-one-login-header__nav" id="one-login-header__nav">
        <ul class="rebranded-one-login-header__nav__list">
          <li class="rebranded-one-login-header__nav__list-item">
            <a class="rebranded-one-login-header__nav__link" href="https://home.account.gov.uk">
              <span class="rebranded-one-login-header__nav__text">
                <svg focusable="false" xmlns="http://www.w3.org/2000/svg" width="15" height="30"
                  viewBox="150 150 250 250" fill="currentcolor"
                  class="rebranded-cross-service-header__logo rebranded-cross-service-header__logo--nav"
                  aria-hidden="true"></svg>
                GOV.UK One Login
              </span>
            </a>
          </li>
          <li class="rebranded-one-login-header__nav__list-item">
            <button type="button" class="rebranded-one-login-header__nav__button">
              <span class="rebranded-one-login-header__nav__text rebranded-one-login-header__nav__text--sign-out">Sign out</span>
            </button>
          </li>
        </ul>
      </nav>
    </div>
  </div>
</div>`;

/** Empties every SVG, so the comparison is of the elements and attributes round the drawings. */
function withoutDrawings(root: DocumentFragment | Element): DocumentFragment | Element {
  root.querySelectorAll('svg').forEach((svg) => svg.replaceChildren());
  return root;
}

function renderHeader(onSignOut = vi.fn()) {
  const view = render(<OneLoginHeader onSignOut={onSignOut} />);
  return { ...view, onSignOut };
}

describe('OneLoginHeader', () => {
  it("renders the package's markup: GOV.UK logo, a toggle, and One Login's account link and sign-out", () => {
    const { container } = renderHeader();
    const ours = parseHtml(container.innerHTML);
    const expected = parseHtml(PACKAGE_MARKUP);
    expect(canonicalHtml(withoutDrawings(ours))).toBe(canonicalHtml(withoutDrawings(expected)));
  });

  it("draws the GOV.UK logo with the header's own dot class, and One Login's mark", () => {
    const { container } = renderHeader();
    const logo = container.querySelector('.rebranded-one-login-header__logotype');
    expect(logo?.querySelector('title')?.textContent).toBe('GOV.UK');
    expect(logo?.querySelectorAll('circle.rebranded-one-login-header__logo-dot')).toHaveLength(1);
    expect(logo?.querySelector('.govuk-logo-dot')).toBeNull();
    container.querySelectorAll('.rebranded-cross-service-header__logo').forEach((mark) => {
      expect(mark.querySelectorAll('path')).toHaveLength(2);
    });
  });

  it('opens and closes the One Login menu from the toggle, saying so with aria-expanded and its label', async () => {
    const { container } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Show GOV.UK One Login menu' });
    const nav = container.querySelector('#one-login-header__nav');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav?.classList.contains('rebranded-one-login-header__nav--open')).toBe(false);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide GOV.UK One Login menu');
    expect(toggle.classList.contains('rebranded-cross-service-header__toggle--open')).toBe(true);
    expect(nav?.classList.contains('rebranded-one-login-header__nav--open')).toBe(true);
    await expectNoAxeViolations(container);

    // By keyboard: Enter on the focused toggle closes it again.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav?.classList.contains('rebranded-one-login-header__nav--open')).toBe(false);
  });

  it('signs out through the service from its Sign out button, and is axe clean', async () => {
    const { container, onSignOut } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'GOV.UK One Login' }).getAttribute('href')).toBe(
      'https://home.account.gov.uk',
    );
    expect(screen.getByRole('navigation', { name: 'GOV.UK One Login' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
