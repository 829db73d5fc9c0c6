import { LEGAL } from '@fcs/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { BrandMark } from './brand-mark';

const TOOL_LINKS = [
  { to: paths.coach, label: 'AI Career Simulator' },
  { to: paths.newsInterpreter, label: 'News Interpreter' },
  { to: paths.interviewPrep, label: 'Interview Preparation' },
  { to: paths.jobMatch, label: 'Job Match Analysis' },
  { to: paths.aiJobs, label: 'AI Impact Analysis' },
  { to: paths.dayInLife, label: 'Day in the Life' },
  { to: paths.researchReport, label: 'Research Report' },
] as const;

const PRODUCT_LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.roles, label: 'Career Quiz' },
  { to: paths.sandbox, label: 'AI Simulations' },
  { to: paths.pricing, label: 'Pricing' },
] as const;

const HELP_LINKS = [
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.privacy, label: 'Privacy Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={paths.home} className="brand brand--inverse">
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
