import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { buttonClasses } from '../ui/button-styles';
import { ErrorScreen } from './error-screen';

function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong while showing this page.';
}

/** docs/PRODUCT.md section 2: the fallback error screen, with a way home inside the app. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <ErrorScreen
      message={describeError(error)}
      action={
        <Link to={PUBLIC_SCREENS.home.path} className={buttonClasses('primary')}>
          Back to home
        </Link>
      }
    />
  );
}

interface RouteErrorBoundaryProps {
  /** When it changes (the visitor went to another page), a shown error is cleared. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Catches what a page throws while rendering (a lazy screen that failed to load, too). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: State): Partial<State> {
    if (state.error === null) return { failedAt: null };
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? {} : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
