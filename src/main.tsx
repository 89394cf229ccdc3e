import './zod-jitless';
import '@ant-design/v5-patch-for-react-19';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStartStyles } from './antd-styles';
import { App } from './App';
import { initI18n } from './providers/i18n';
import { LoadingOverlay } from './components/feedback/LoadingOverlay';
import { FIRST_PAGE_WAIT_MS, startLoadingRoute } from './route-chunks';
import './styles.css';

const i18nStarted = initI18n();
// The first page's code loads while the locale files do, not after them.
const routeLoaded = startLoadingRoute(window.location.pathname, i18nStarted);
const root = createRoot(document.getElementById('root')!);
// antd's styles made at build time arrive first: the overlay's spinner already takes its style from them.
const styles = loadStartStyles();
styles.then(() => root.render(<LoadingOverlay variant="brand" />));
// As a transition, React renders the app in slices and lets the browser handle input between them, instead of one
// long task; the overlay stays until the first page is ready. Its parts are in by then, so nothing suspends, unless
// they take longer than FIRST_PAGE_WAIT_MS: then the app renders, and the route shows its own progress and failure.
const firstPageParts = Promise.race([routeLoaded, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
Promise.all([i18nStarted, styles, firstPageParts]).then(() => startTransition(() => root.render(<App />)));
