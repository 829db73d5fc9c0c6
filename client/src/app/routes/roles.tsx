import { ComingSoon } from '../../components/coming-soon';

/** /roles: the career quiz. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="Career Quiz"
      description="Answer 15 questions about your interests, skills, experience, personality and goals, and get finance roles ranked by how well they fit you."
    />
  );
}
