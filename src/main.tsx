import './zod-jitless';
import '@ant-design/v5-patch-for-react-19';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStartStyles } from './antd-styles';
import { App } from './App';
import { initI18n } from './providers/i18n';
import { LoadingOverlay } from './components/feedback/LoadingOverlay';
import { startLoadingRoute } from './route-chunks';
import './styles.css';

// The first screen's code loads while the locale files do, not after them.
startLoadingRoute(window.location.pathname);
const root = createRoot(document.getElementById('root')!);
// antd's styles made at build time arrive first: the overlay's spinner already takes its style from them.
const styles = loadStartStyles();
styles.then(() => root.render(<LoadingOverlay variant="brand" />));
// As a transition, React renders the app in slices and lets the browser handle input between them, instead of one
// long task; the overlay stays until the first page is ready.
Promise.all([initI18n(), styles]).then(() => startTransition(() => root.render(<App />)));
