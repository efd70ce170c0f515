import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { captureAppVersions } from './lib/storage';
import './styles/app.css';

captureAppVersions(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders router={createAppRouter()} queryClient={createAppQueryClient()} />
  </StrictMode>,
);
