import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { WORKFLOWS } from '../app/workflows';
import { loadWorkflows } from '../shared/workflow';

// Every test sees the app's workflow definitions, as every signed-in page does once the layout has loaded them.
await loadWorkflows(WORKFLOWS);

afterEach(() => cleanup());
