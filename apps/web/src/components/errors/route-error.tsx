import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClasses } from '../ui/button-styles';
import { ErrorScreen } from './error-screen';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong while showing this page.';
}

/** The errorElement of the routes (SPEC.md section 2: the fallback error screen). */
export function RouteError() {
  const error = useRouteError();
  return (
    <ErrorScreen
      message={describeError(error)}
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Back to home
        </Link>
      }
    />
  );
}
