import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAcrossTakeover } from './keep-focus';

const PAGE =
  '<a href="#main">Skip</a><form><button>Accept</button><a href="/cookies">Set</a></form><p>Text</p>';

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.append(root);
  return root;
}

/** What createRoot does on its first commit: the old children go, identical new ones come. */
function replaceChildren(root: HTMLElement) {
  const fresh = document.createElement('div');
  fresh.innerHTML = PAGE;
  root.replaceChildren(...fresh.childNodes);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('keepFocusAcrossTakeover', () => {
  it('moves focus to the element in the same place once the prerendered markup is replaced', async () => {
    const root = prerendered();
    keepFocusAcrossTakeover(root);
    // Focus arrives after the call too (the user tabs while the application loads).
    root.querySelector('button')!.focus();
    root.querySelector<HTMLAnchorElement>('a[href="/cookies"]')!.focus();
    replaceChildren(root);
    await settle();
    expect(document.activeElement).toBe(root.querySelector('a[href="/cookies"]'));
    expect(root.hasAttribute('data-taken-over')).toBe(true);
  });

  it('leaves focus alone when nothing in the page had it', async () => {
    const root = prerendered();
    keepFocusAcrossTakeover(root);
    replaceChildren(root);
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
