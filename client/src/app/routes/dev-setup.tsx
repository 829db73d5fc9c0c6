import { Page } from '../../components/page';

/** /dev-setup: only a notice (spec section 2). */
export function Component() {
  return <Page title="Developer setup" lead="This page is available in development mode only." narrow />;
}
