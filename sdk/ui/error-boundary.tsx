import { Component, type ReactNode } from 'react';
import { useMessages } from './i18n';
import ui from './messages.en.json';

type Props = { children: ReactNode; onError(error: Error): void };
type State = { error: Error | null };

/** Keeps a widget's render failure inside the widget: a message and a Retry, never an exception into the host page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <Crashed onRetry={() => this.setState({ error: null })} />;
  }
}

function Crashed({ onRetry }: { onRetry(): void }) {
  const t = useMessages(ui);
  return (
    <div className="ps-message ps-message--error" role="alert">
      <p>{t('ui.crashed')}</p>
      <button type="button" className="ps-button" onClick={onRetry}>
        {t('ui.retry')}
      </button>
    </div>
  );
}
