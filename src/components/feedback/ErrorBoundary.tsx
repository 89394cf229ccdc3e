import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { t } from '../../providers/i18n';

interface State {
  error: Error | null;
}

/** Catches a screen's failure, including a chunk that did not load, and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error.name === 'ChunkLoadError';
    return (
      <Result
        status={chunk ? 'warning' : 'error'}
        title={t(chunk ? 'common:shell.chunkLoadFailed' : 'common:shell.crashed')}
        extra={<Button type="primary" onClick={() => window.location.reload()}>{t('common:shell.reload')}</Button>}
      />
    );
  }
}
