// The shared styles first, so that the console's own (imported by its views) come after them.
import '../styles/tokens.css';
import '../styles/app.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttpClient } from '../api/http-client';
import { ConsoleApp, createConsoleQueryClient } from './console-app';
import { consoleLanguage } from './i18n/console-language';

// The teacher and demo console (served by the mock backend at /__console/ while the control
// operations are on). Its calls go to the same origin's /api/v1/__mock/… with the one HTTP client.
configureHttpClient({ credentials: () => ({ language: consoleLanguage() }) });

const root = document.getElementById('root');
if (!root) throw new Error('console/index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ConsoleApp queryClient={createConsoleQueryClient()} />
  </StrictMode>,
);
