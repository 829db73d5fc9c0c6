import { describe, expect, it } from 'vitest';
import { fabricationIn, wrongIndustry } from './fabrication';

const NAMES = ['Tesco', 'Permira', 'Barclays', 'Aviva', 'Direct Line', 'Bloomberg', 'Hargreaves Lansdown'];

describe('fabricationIn', () => {
  it('when a sentence attaches an invented event to a real company, then it is flagged', () => {
    expect(fabricationIn('Tesco warns on full-year profit as demand softens', NAMES, 'Tesco')?.name).toBe('Tesco');
    expect(fabricationIn('Permira sale process attracts five bidders', NAMES, 'Permira')?.cues).toContain(
      'sale process',
    );
    expect(fabricationIn('Barclays cut its EBIT guidance by 8% this morning.', NAMES, '')?.cues).toEqual(
      expect.arrayContaining(['cut', 'guidance', '8%']),
    );
  });

  it('when the event comes from the article the user uploaded, then repeating it is not fabrication', () => {
    const article = 'Aviva completes £3.7bn takeover of Direct Line. Aviva has completed its acquisition.';
    expect(fabricationIn('Aviva completes £3.7bn takeover of Direct Line.', NAMES, article)).toBeNull();
    expect(fabricationIn('Barclays completes a £3.7bn takeover of Direct Line.', NAMES, article)?.name).toBe(
      'Barclays',
    );
  });

  it('when the sentence asks, instructs or says the fact is not known, then it is not a claim', () => {
    expect(fabricationIn('Has Tesco issued a profit warning this year?', NAMES, '')).toBeNull();
    expect(fabricationIn('Check whether Tesco reported results this week.', NAMES, '')).toBeNull();
    expect(fabricationIn('Whether Tesco cut guidance is not known offline.', NAMES, '')).toBeNull();
    // Advice that starts with an instruction verb is not a claim about the organisation it names.
    expect(
      fabricationIn(
        'Run Bloomberg new issue monitor alongside your usual process on pricing reports for two weeks.',
        NAMES,
        '',
      ),
    ).toBeNull();
    expect(fabricationIn('Bloomberg reports that Tesco cut guidance.', NAMES, '')).not.toBeNull();
  });

  it('when an event word that is also a noun belongs to another phrase, then it is not an event', () => {
    const names = [...NAMES, "Moody's"];
    // "reports" here are the model's outputs, in a phrase after "on", not something Moody's did.
    expect(
      fabricationIn(
        "Get hands-on with Moody's RMS Intelligent Risk Platform on standard model runs and reports now, and keep a log of its mistakes.",
        names,
        '',
      ),
    ).toBeNull();
    expect(fabricationIn('Bloomberg dashboards give quick wins on routine reports.', NAMES, '')).toBeNull();
    expect(fabricationIn("Bloomberg's default settings hide most fields.", NAMES, '')).toBeNull();
  });

  it('when the same words are the organisation verb, then the invented event is still caught', () => {
    expect(fabricationIn('Aviva reports a 12% rise in operating profit.', NAMES, '')?.cues).toContain('reports');
    expect(fabricationIn('Tesco PLC has today reported lower sales.', NAMES, '')?.cues).toContain('reported');
    expect(fabricationIn('Barclays cuts 500 jobs in its investment bank.', NAMES, '')?.cues).toContain('cuts');
    expect(fabricationIn('Tesco, the UK grocer, reports weaker margins.', NAMES, '')?.cues).toContain('reports');
    expect(fabricationIn('Barclays is to cut its dividend.', NAMES, '')?.cues).toContain('cut');
    expect(fabricationIn("Moody's RMS wins a contract with Lloyd's.", [...NAMES, "Moody's"], '')?.cues).toContain(
      'wins',
    );
  });

  it('when a real name appears only as context (a tool, a list of employers), then it is not flagged', () => {
    expect(
      fabricationIn('Market data terminals (Bloomberg, FactSet) are where tools already cut hours.', NAMES, ''),
    ).toBeNull();
    expect(fabricationIn('Employers include insurers (Aviva, Direct Line) and brokers.', NAMES, '')).toBeNull();
  });
});

describe('wrongIndustry', () => {
  it('when the industry is a guess from the name, then it is wrong; when it is true or not known, it is not', () => {
    expect(
      wrongIndustry('Compliance & financial crime (inferred from the name)', ['investment platform', 'wealth']),
    ).toBe(true);
    expect(wrongIndustry('Wealth management and investment platform', ['investment platform', 'wealth'])).toBe(false);
    expect(wrongIndustry('Not known offline', ['bank'])).toBe(false);
  });
});
