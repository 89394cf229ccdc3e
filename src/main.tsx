import './zod-jitless';
import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './providers/i18n';
import { LoadingOverlay } from './components/feedback/LoadingOverlay';
import { startLoadingRoute } from './route-chunks';
import './styles.css';

// The first screen's code loads while the locale files do, not after them.
startLoadingRoute(window.location.pathname);
const root = createRoot(document.getElementById('root')!);
root.render(<LoadingOverlay variant="brand" />);
initI18n().then(() => root.render(<App />));
