import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for round 49's traders (issue 13, helper newown2): an options trader who says she adjusts her
 * position or hedges through the day so the desk is not exposed to the market or the index moving (dynamic hedging),
 * and a bond trader who says she cut the unsold bonds or debt left on the bank's books or balance sheet (inventory
 * management). Written from knowledge of the work, not copied from any eval case. Each line must read the concept
 * named beside it.
 */

/** Other work in the same plain words (adjusted, not exposed, unsold, our books): none may read. */
const OTHER_WORK: string[] = [
  'I adjusted my position on the committee so I was not exposed to a conflict of interest.',
  'Adjusted the seating position of each workstation so staff were not exposed to glare.',
  'We adjusted the marketing budget so the brand was not exposed to a single market.',
  'Adjusted the book’s print run so the publisher was not exposed to unsold copies in the market.',
  'Sold the older arrears to a debt purchaser; the unsold debt stayed on our books for collection.',
  'Reported the unsold debt left on the balance sheet after the bad debt sale to customers’ agencies.',
  'Wrote off the unsold stock of paper and ink left on the balance sheet at the print works.',
  'Counted the unsold tickets left on the books at the end of the season.',
  'Adjusted the tenants’ rent so the landlord was not exposed to empty units in a weak market.',
];

describeRecallPass('own-words recall (newown2, round 49 traders)', {
  sets: [
    {
      equity_derivatives_trader: [
        'I adjusted the desk’s positions every hour so we weren’t exposed to the market moving either way.',
        'Adjusting my position through the day so the desk isn’t exposed to share prices falling or rising.',
        'Kept adjusting our position as the index moved so there was no exposure to the market.',
      ],
      credit_trader: [
        'Halved the unsold bonds left on our books at each month end.',
        'Brought down the positions still unsold on the balance sheet after new issues.',
        'Kept the unsold debt on our books under the limit the bank set for the desk.',
      ],
    },
  ],
  unread: {},
  concepts: ['hedging_risk', 'inventory_management'],
  otherWork: OTHER_WORK,
  stillRead: [
    [
      'I adjusted the desk’s positions every hour so we weren’t exposed to the market moving either way.',
      'hedging_risk',
    ],
    [
      'Adjusting my position through the day so the desk isn’t exposed to share prices falling or rising.',
      'hedging_risk',
    ],
    ['Kept adjusting our position as the index moved so there was no exposure to the market.', 'hedging_risk'],
    ['Halved the unsold bonds left on our books at each month end.', 'inventory_management'],
    ['Brought down the positions still unsold on the balance sheet after new issues.', 'inventory_management'],
    ['Kept the unsold debt on our books under the limit the bank set for the desk.', 'inventory_management'],
  ],
});
