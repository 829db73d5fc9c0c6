import { LEGAL } from '@fcs/shared/constants';
import type { ReactNode } from 'react';

const SECTIONS = [
  { id: 'data-we-collect', title: 'What we collect' },
  { id: 'how-we-use-it', title: 'How we use it' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'payments-and-refunds', title: 'Payments and refunds' },
  { id: 'service-availability', title: 'Service availability' },
  { id: 'support', title: 'Support' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'governing-law', title: 'Governing law' },
  { id: 'contact', title: 'Contact' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The privacy policy and service terms, built from the legal facts of spec section 9 (LEGAL), so a changed
 * constant changes the text everywhere it is shown (/privacy, later the Settings Legal tab).
 */
export function PrivacyPolicy() {
  const supportEmail = <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>;
  return (
    <div className="prose">
      <nav aria-label="On this page" className="prose__toc">
        <h2 className="prose__toc-title">On this page</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="data-we-collect">
        <p>We collect only what the product needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and the identifier our sign-in provider gives
            your account.
          </li>
          <li>
            <strong>Your profile:</strong> your plan, your career quiz answers and the role matches they produce.
          </li>
          <li>
            <strong>What you give the tools:</strong> messages to the AI coach, and any CV, job description or article
            you upload or paste.
          </li>
          <li>
            <strong>Payment records:</strong> which plan you bought and when. Card details go straight to our card
            payment provider; we never see or store your card number.
          </li>
          <li>
            <strong>Usage analytics:</strong> which pages and tools are used, so we can improve them.
          </li>
        </ul>
      </Section>

      <Section id="how-we-use-it">
        <p>
          We use your data to run your account, match you to roles, run the simulations and analyses you ask for, take
          payment for the plan you choose and answer your support requests. Text you give the AI tools is sent to the AI
          model that produces your results.
        </p>
      </Section>

      <Section id="cookies">
        <p>
          We use cookies and browser storage to keep you signed in. Authentication cookies expire after{' '}
          {LEGAL.authCookieHours} hours, after which you are asked to sign in again.
        </p>
      </Section>

      <Section id="retention">
        <ul>
          <li>
            When you delete your account, your account data is kept for {LEGAL.accountDataRetentionDaysAfterDeletion}{' '}
            days after deletion and then erased.
          </li>
          <li>Analytics data is kept for {LEGAL.analyticsRetentionYears} years.</li>
        </ul>
      </Section>

      <Section id="your-rights">
        <p>
          Under UK data protection law you can ask to see the data we hold about you, correct it, delete it, receive a
          copy of it, or object to how we use it. Email {supportEmail} with your request; we answer privacy requests
          within {LEGAL.privacyRequestDays} days.
        </p>
      </Section>

      <Section id="payments-and-refunds">
        <p>
          Prices are in GBP. Paid plans come with a {LEGAL.refundDays}-day money-back guarantee: ask for a refund within{' '}
          {LEGAL.refundDays} days of purchase and we will refund you. Refunds are processed within{' '}
          {LEGAL.refundProcessingBusinessDays} business days. To cancel the Elite subscription, contact support by
          email.
        </p>
      </Section>

      <Section id="service-availability">
        <p>
          We aim for {LEGAL.uptimeTargetPercent}% uptime. Planned maintenance is announced at least{' '}
          {LEGAL.maintenanceNoticeHours} hours in advance.
        </p>
      </Section>

      <Section id="support">
        <p>
          Email {supportEmail}. We respond to support requests within {LEGAL.supportResponseBusinessDays} business days.
        </p>
      </Section>

      <Section id="changes">
        <p>
          We will tell you about material changes to this policy at least {LEGAL.policyChangeNoticeDays} days before
          they take effect.
        </p>
      </Section>

      <Section id="governing-law">
        <p>This policy and your use of the service are governed by {LEGAL.governingLaw}.</p>
      </Section>

      <Section id="contact">
        <p>Questions about this policy or your data: {supportEmail}.</p>
      </Section>
    </div>
  );
}
