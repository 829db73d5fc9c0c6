import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for an investment consultant (issue 13, helper newown): a pension scheme's adviser who says she
 * showed the trustees when the scheme could afford to hand its pensions to an insurer (funding-level modelling),
 * moved the scheme's money into investments that move in line with what it owes its members (LDI), and picked or
 * kept an eye on the fund firms hired to run the money (manager selection and monitoring). Written from knowledge of
 * the work, not copied from any eval case. Each line must read the concept named beside it.
 */

/** Other work in the same plain words (afford, insurer, move in line with, hire a firm to manage): none may read. */
const OTHER_WORK: string[] = [
  'Helped families work out whether they could afford the monthly premium for home insurance.',
  'Told the small business owner they could not yet afford an insurer for their delivery vans.',
  'Checked how soon the council could afford to buy out the leisure centre contract.',
  'Priced our products so they move in line with what the competitors charge.',
  'The tracker fund moves in line with the FTSE 100 and costs very little.',
  'Wages move in line with inflation under the union agreement.',
  'Chased customers so the invoices track what they owe us.',
  'Picked a new firm to manage the office refurbishment, from tender to handover.',
  'Hired a firm to run the staff canteen and kept an eye on their hygiene scores.',
  'Chose a cleaning firm to manage the building and monitored their invoices.',
  'Replaced the payroll firm that ran the pensioners’ monthly payments.',
];

describeRecallPass('own-words recall (newown, round 50 investment consultant)', {
  sets: [
    {
      investment_consultant: [
        'Worked out the year the scheme could afford to insure all its members with an insurance company.',
        'Showed the trustees when the scheme would be able to afford to pass its pensions to an insurer.',
        'Moved a third of the scheme’s assets into bonds that rise and fall with what it owes members.',
        'Built a portfolio whose value moves in line with the liabilities of the pension scheme.',
        'Hired a new fund firm to run the scheme’s bond money after a full tender.',
        'Every quarter I keep an eye on the fund firms managing the scheme’s money.',
      ],
    },
  ],
  unread: {},
  concepts: ['alm', 'ldi', 'fund_due_diligence'],
  otherWork: OTHER_WORK,
  stillRead: [
    ['Worked out the year the scheme could afford to insure all its members with an insurance company.', 'alm'],
    ['Showed the trustees when the scheme would be able to afford to pass its pensions to an insurer.', 'alm'],
    ['Moved a third of the scheme’s assets into bonds that rise and fall with what it owes members.', 'ldi'],
    ['Built a portfolio whose value moves in line with the liabilities of the pension scheme.', 'ldi'],
    ['Hired a new fund firm to run the scheme’s bond money after a full tender.', 'fund_due_diligence'],
    ['Every quarter I keep an eye on the fund firms managing the scheme’s money.', 'fund_due_diligence'],
  ],
});
