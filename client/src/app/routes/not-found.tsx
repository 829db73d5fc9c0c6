import { ROUTES } from '@fcs/shared/routes';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';

/** Any URL no other route matches. */
export function Component() {
  return (
    <Page
      title="Page not found"
      eyebrow="404"
      lead="There is no page at this address. It may have moved, or the link may be mistyped."
      narrow
    >
      <div className="actions">
        <ButtonLink to={ROUTES.home}>Go to the home page</ButtonLink>
        <ButtonLink to={ROUTES.contact} variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </Page>
  );
}
