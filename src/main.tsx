import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './providers/i18n';
import { LoadingOverlay } from './components/feedback/LoadingOverlay';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
root.render(<LoadingOverlay variant="brand" />);
initI18n().then(() => root.render(<App />));
