import { ButtonLink } from './button';
import { Page } from './page';
import { Panel } from './panel';

export interface ComingSoonProps {
  /** The tool's name as the product calls it, e.g. 'Job Match Analysis'. */
  name: string;
  /** One sentence of what the tool will do. */
  description: string;
}

/** Honest placeholder for a route whose feature is not built yet: it says so and offers a way back. */
export function ComingSoon({ name, description }: ComingSoonProps) {
  return (
    <Page title={name} eyebrow="Coming soon" lead={description}>
      <Panel
        title="Not available yet"
        tone="subtle"
        actions={
          <>
            <ButtonLink to="/" variant="secondary">
              Back to home
            </ButtonLink>
            <ButtonLink to="/#pricing" variant="ghost">
              See plans and pricing
            </ButtonLink>
          </>
        }
      >
        <p>This tool is not available yet.</p>
      </Panel>
    </Page>
  );
}
