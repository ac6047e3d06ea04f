import { Component, type ReactNode } from 'react';

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
    return (
      <div className="ps-message ps-message--error" role="alert">
        <p>This part of Podspot stopped working.</p>
        <button type="button" className="ps-button" onClick={() => this.setState({ error: null })}>
          Retry
        </button>
      </div>
    );
  }
}
