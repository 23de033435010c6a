import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadChrome } from '../app/chrome-preload';
import { WORKFLOWS } from '../app/workflows';
import { loadWorkflows } from '../shared/workflow';
import { notifyPendingRequests, pendingState } from '../shared/api/pending';
import { resetLanguageForTests } from '../shared/i18n/store';

// Test files share a jsdom (vitest.config.ts: isolate false): each file starts from an empty browser state.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');

// Every test sees the app's workflow definitions, as every signed-in page does once the layout has loaded them.
await loadWorkflows(WORKFLOWS);
// The layout's header and footer are in its first render, as main.tsx preloads them (ADR 54).
await preloadChrome();

// findBy… and waitFor wait up to 5 s rather than 1 s: on a loaded two-core machine a lazy page can take longer to
// appear, and a shorter wait fails tests that are right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A change one test left in flight would disable the next test's "pending" buttons (the count is module-wide).
  pendingState.inFlight.clear();
  notifyPendingRequests();
  // A test in Welsh must not leave the next one in Welsh (the language is module-wide).
  resetLanguageForTests();
});
