import { ERRORS } from '@fcs/shared/messages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '../../components/page';
import { BrandMark } from './brand-mark';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unknown error occurred.';
}

function ErrorContent() {
  const error = useRouteError();
  return (
    <div className="page container container--narrow route-error">
      <DocumentTitle title="Error" />
      <h1>{ERRORS.unexpectedApplicationError}</h1>
      <p className="route-error__message">
        <span className="visually-hidden">Error message: </span>
        <code>{describeError(error)}</code>
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}

/** Error screen for a failing page, rendered inside the layout. */
export function RouteError() {
  return <ErrorContent />;
}

/** Error screen when the layout itself fails: no header or menu, just the brand and the error. */
export function RootError() {
  return (
    <main id="main-content">
      <div className="container root-error__brand">
        <BrandMark /> Finance Career Simulator
      </div>
      <ErrorContent />
    </main>
  );
}
