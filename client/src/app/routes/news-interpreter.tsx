import { ComingSoon } from '../../components/coming-soon';

/** /news-interpreter. Placeholder until the feature is built. */
export function Component() {
  return (
    <ComingSoon
      name="News Interpretation Simulator"
      description="Upload news articles and see how a professional in your chosen role would read them: key insights, their impact and recommendations."
    />
  );
}
