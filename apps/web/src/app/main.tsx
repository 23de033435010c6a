import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { bootstrap } from '../shared/auth/session';
import { installApiErrorHandling } from './api-errors';
import { createAppRouter } from './router';
import './styles.scss';

// Set here rather than by an inline script (the CSP allows only our own script files).
document.body.classList.add('js-enabled');
if ('noModule' in HTMLScriptElement.prototype) document.body.classList.add('govuk-frontend-supported');

async function start() {
  await bootstrap();
  const router = createAppRouter();
  installApiErrorHandling(router);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('The application failed to start', error));
