import { ROUTES } from '@fcs/shared/routes';
import { LEGAL } from '@fcs/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../legal.css';

function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal-summary__section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** Settings > Legal: the short version of the policies (spec section 9 facts), with the full text on /privacy. */
export function LegalSummary() {
  const supportEmail = <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>;
  return (
    <div className="legal-summary">
      <LegalSection title="Privacy Policy">
        <p>
          We keep only what the product needs: your account details, your profile and quiz results, what you give the
          tools, and records of what you bought. Card details go straight to the payment provider. Account data is
          deleted {LEGAL.accountDataRetentionDaysAfterDeletion} days after you close your account; analytics are kept
          for {LEGAL.analyticsRetentionYears} years. Requests about your data are answered within{' '}
          {LEGAL.privacyRequestDays} days.
        </p>
        <p>
          <Link to={ROUTES.privacy}>Read the full privacy policy</Link>
        </p>
      </LegalSection>
      <LegalSection title="Terms of Service">
        <p>
          Simulations, AI coaching and analyses are for career exploration, not financial or employment advice. Plans
          are personal. Essential and Pro are one-time payments; Elite is a monthly subscription you can cancel at any
          time in Settings &gt; Plans, keeping access until the end of the paid period. We aim for{' '}
          {LEGAL.uptimeTargetPercent}% availability and announce planned maintenance {LEGAL.maintenanceNoticeHours}{' '}
          hours ahead. These terms are governed by {LEGAL.governingLaw}.
        </p>
      </LegalSection>
      <LegalSection title="Refunds">
        <p>
          Every paid plan carries a {LEGAL.refundDays}-day money-back guarantee: ask within {LEGAL.refundDays} days of
          purchase and the refund reaches your card in {LEGAL.refundProcessingBusinessDays} business days.
        </p>
      </LegalSection>
      <LegalSection title="Cookie Policy">
        <p>
          We use only the cookies and browser storage needed to keep you signed in. Sign-in cookies last at most{' '}
          {LEGAL.authCookieHours} hours before they are renewed; no advertising cookies are set.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about your account, your data or these terms: {supportEmail}. We reply within{' '}
          {LEGAL.supportResponseBusinessDays} business days.
        </p>
      </LegalSection>
      <LegalSection title="Updates">
        <p>
          We tell you by e-mail and in the product at least {LEGAL.policyChangeNoticeDays} days before a material change
          to these policies takes effect.
        </p>
      </LegalSection>
    </div>
  );
}
