import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';
import './markdown.css';

/** Elements a model's answer may use; anything else (images, raw HTML) is dropped and its text kept. */
const ALLOWED = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'a',
] as const;

const COMPONENTS: Components = {
  // A link into the app (the canned replies point to the quiz) stays in the tab; any other opens a new one and
  // never passes the page's context on.
  a: ({ href, children }) =>
    href && href.startsWith('/') && !href.startsWith('//') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  // Headings in a reply are sub-sections of a chat message, not of the page outline.
  h1: ({ children }) => <p className="md__heading">{children}</p>,
  h2: ({ children }) => <p className="md__heading">{children}</p>,
  h3: ({ children }) => <p className="md__heading">{children}</p>,
  h4: ({ children }) => <p className="md__heading md__heading--minor">{children}</p>,
  h5: ({ children }) => <p className="md__heading md__heading--minor">{children}</p>,
  h6: ({ children }) => <p className="md__heading md__heading--minor">{children}</p>,
};

/** Only web and mail links survive; javascript: and data: URLs become empty. */
function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:|#|\/)/i.test(cleaned) ? cleaned : '';
}

export interface MarkdownTextProps {
  /** Markdown written by a model or the offline engine; rendered as React elements, never as HTML. */
  text: string;
  className?: string;
}

/**
 * Renders a model's markdown answer (react-markdown: a syntax tree turned into React elements, so no
 * dangerouslySetInnerHTML). Raw HTML in the text is skipped, images are dropped, links are made safe.
 */
export function MarkdownText({ text, className }: MarkdownTextProps) {
  return (
    <div className={['md', className ?? ''].filter(Boolean).join(' ')}>
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed urlTransform={safeUrl} components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
