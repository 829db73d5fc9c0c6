import { Spinner } from '../../components/spinner';

/** Shown while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="app-loading">
      <Spinner label="Loading Finance Career Simulator…" size="lg" />
    </div>
  );
}
