import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { rememberDevQuery } from './app/preview-storage';
import { registerServiceWorker } from './app/service-worker';

rememberDevQuery(window.location.search);
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
