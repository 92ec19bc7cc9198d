import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../styles/vault.css';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('Popup root element #root is missing');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
