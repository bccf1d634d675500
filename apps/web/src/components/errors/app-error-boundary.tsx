import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../ui/button-styles';
import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
}

/** Last resort outside the router (a failing provider); route errors use RouteError. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        message={this.state.error.message || 'Something went wrong.'}
        action={
          <a href="/" className={buttonClasses('primary')}>
            Back to home
          </a>
        }
      />
    );
  }
}
