import { ROUTES, PRICING_PATH } from '@fcs/shared/routes';
import { LEGAL } from '@fcs/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

const TOOL_LINKS = [
  { to: ROUTES.coach, label: 'AI Career Simulator' },
  { to: ROUTES.newsInterpreter, label: 'News Interpreter' },
  { to: ROUTES.interviewPrep, label: 'Interview Preparation' },
  { to: ROUTES.jobMatch, label: 'Job Match Analysis' },
  { to: ROUTES.aiImpact, label: 'AI Impact Analysis' },
  { to: ROUTES.dayInLife, label: 'Day in the Life' },
  { to: ROUTES.researchReport, label: 'Research Report' },
] as const;

const PRODUCT_LINKS = [
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.quiz, label: 'Career Quiz' },
  { to: ROUTES.sandbox, label: 'AI Simulations' },
  { to: PRICING_PATH, label: 'Pricing' },
] as const;

const HELP_LINKS = [
  { to: ROUTES.contact, label: 'Contact Us' },
  { to: ROUTES.privacy, label: 'Privacy Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={ROUTES.home} className="brand brand--inverse">
            <BrandMark />
            <span className="brand__name">Finance Career Simulator</span>
          </Link>
          <p>
            Try a finance job before you choose one. Prices in GBP; paid plans carry a {LEGAL.refundDays}-day money-back
            guarantee.
          </p>
        </div>
        <FooterNav title="Product" links={PRODUCT_LINKS} />
        <FooterNav title="Tools" links={TOOL_LINKS} />
        <FooterNav title="Help" links={HELP_LINKS}>
          <li>
            <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>
          </li>
        </FooterNav>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} Finance Career Simulator. Simulations and AI coaching are for career exploration,
          not financial advice.
        </p>
      </div>
    </footer>
  );
}

function FooterNav({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={title} className="site-footer__nav">
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
