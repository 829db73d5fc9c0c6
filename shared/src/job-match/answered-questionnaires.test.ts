import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { unitCredit as credit } from './test-cvs';

/**
 * A due diligence questionnaire the person answers is the document's name, not due diligence she does (issue 13,
 * ADR 009, gapdata2): a vendor's product manager or a fund's investor relations team answers the questionnaires,
 * and the buyer or the investor on the other side does the diligence. Sentences are the author's own.
 */
const VENDOR_DD = 'Data vendor due diligence (GDPR, MNPI)';
const DD = 'Commercial due diligence';
const DDQ = 'Due diligence questionnaire responses';

describe('questionnaires the person answers (issue 13, gapdata2)', () => {
  it.each([
    'Answer customer due diligence questionnaires for the bank clients buying our feed.',
    'Completed due diligence questionnaires for every fund that licensed our satellite data.',
    'Drafted responses to investor due diligence questionnaires each quarter.',
    'Responding to client due diligence questionnaires and security reviews for our data platform.',
  ])('reads "%s" as no due diligence of her own', (line) => {
    const units = evidenceUnits(line);
    expect(units.has('c:due_diligence')).toBe(false);
    expect(units.has('c:kyc')).toBe(false);
    expect(units.has('w:dilig')).toBe(false);
    expect(credit(DD, line)).toBeLessThanOrEqual(0.4);
    expect(credit(VENDOR_DD, line)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    'Sent due diligence questionnaires to new data vendors and checked where each panel was sourced.',
    'Ran due diligence on data vendors, covering GDPR consent and MNPI risk, before we bought their feeds.',
    'Reviewed vendors’ due diligence questionnaires and licence terms before onboarding a new dataset.',
    'Led commercial due diligence on two targets for the deal team.',
  ])('still reads the one doing the diligence: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:due_diligence') || evidenceUnits(line).has('c:vendor_due_diligence')).toBe(true);
    expect(evidenceUnits(line).has('w:dilig')).toBe(true);
  });

  it.each([
    'Answered due diligence questionnaires from pension funds and consultants.',
    'Responded to due diligence questionnaires from prospective investors.',
  ])('still reads answering questionnaires as the document work: "%s"', (line) => {
    expect(credit(DDQ, line)).toBeGreaterThanOrEqual(0.8);
  });
});
