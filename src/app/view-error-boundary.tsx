import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Keeps one view's failure from blanking the console: the view is replaced by what went wrong
 * and a way back, while the stores (and so everything the user typed) stay as they were.
 */
export class ViewErrorBoundary extends Component<{ children: ReactNode; view: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { view: string }) {
    if (previous.view !== this.props.view && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for the developer tools; secrets are never part of a rendered error.
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="view-error">
        <h3>This view hit an error</h3>
        <p className="mono">{this.state.error.message}</p>
        <p>Your inputs are kept. Try again, or switch to another view.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
