import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { unitCredit as credit } from './test-cvs';

/**
 * A manager's fundraising documents reviewed by the other side are not documents the person wrote (issue 13, ADR
 * 009, gapmk): an allocator reviews the managers' placement memoranda, pitch books and due diligence
 * questionnaires before committing, as a fund's investor relations team writes and answers them. Sentences are the
 * author's own.
 */
const MATERIALS = 'Writing marketing materials';
const DDQ = 'Due diligence questionnaire responses';

describe('documents reviewed from the other side (issue 13, gapmk)', () => {
  it.each([
    'Reviewed managers’ PPMs, DDQs and track records before recommending commitments to the pension fund.',
    'Assess each GP’s private placement memorandum and pitch book against our secondaries mandate.',
    'As a fund selector I scrutinise DDQs from asset managers and meet their portfolio managers.',
  ])('gives "%s" half at most of writing materials or answering questionnaires', (line) => {
    expect(credit(MATERIALS, line)).toBeLessThanOrEqual(0.5);
    expect(credit(DDQ, line)).toBeLessThanOrEqual(0.5);
  });

  it.each([
    'Drafted the PPM and pitch book for the third buyout fund.',
    'Reviewed and updated the fund’s pitch book and placement memorandum before each close.',
    'Wrote the marketing deck for our infrastructure fund and refreshed it for every investor meeting.',
  ])('still reads an investor relations team writing its own: "%s"', (line) => {
    expect(credit(MATERIALS, line)).toBe(1);
  });

  it.each([
    'Coordinated DDQ responses with legal and operations for forty prospective LPs.',
    'Answered due diligence questionnaires from pension funds and consultants.',
  ])('still reads answering questionnaires: "%s"', (line) => {
    expect(credit(DDQ, line)).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    'Wrote weekly commentary on private markets for the firm’s funds.',
    'Write research on emerging markets for our global equity funds.',
  ])('reads writing about markets for funds as no marketing materials: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:marketing_materials')).toBe(false);
  });
});
