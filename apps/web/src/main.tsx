import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

// The first render as a transition: React then renders in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task (on a slow phone, most of the page's blocking
// time). What is shown and when is unchanged: the first screen still appears in one commit.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
