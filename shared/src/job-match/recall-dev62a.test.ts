import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for a long/short equity analyst and a financial due diligence analyst (issue 13, helper
 * devseta): a stock picker who sets out what event should prove an idea right, what is likely to move the share
 * price and how much we could make or lose on it (catalyst and risk/reward); a deals accountant whose figures move
 * the price in the sale agreement, or who works on locked box and completion accounts deals (SPA price
 * mechanisms); and a venture capital analyst who works out how many businesses could really buy a start-up's
 * product (market sizing). Written from knowledge of the work, not copied from any eval case. Each line must read the concept
 * named beside it.
 */

/** Other work in the same plain words (event, prove, likely to move, make or lose, locked box, price): none may read. */
const OTHER_WORK: string[] = [
  'I organised launch events to prove the idea to our first customers.',
  'Our events team showed the market what the new range could do.',
  'I explain to clients what is likely to move the price of gas and electricity next winter.',
  'I advise buyers on what is going to move house prices in their area.',
  'I work out how much we could make or lose at each price point before a promotion.',
  'We model how much we could make or lose on each contract before we bid.',
  'I kept the keys in a locked box and agreed the price with each buyer at the door.',
  'The takings went into a locked box at the end of each sale day.',
  'I negotiated the price with the buyer and drafted the sale agreement for the house.',
  'Fuel price moves feed into our delivery charges every month.',
  'Taught poker players how much they could make or lose on each hand.',
  'Which announcement shows the new timetable to passengers?',
  'I planned what event would show the market our new brand.',
  'I chose what news would prove to funders that the idea of the charity works.',
  'Worked out what is likely to move the stock levels in each store.',
  'I check what is likely to move the price of our products in the next promotion.',
  'We agreed which event would trigger the bet to pay out.',
  'I planned what event would prove the market for our new brand.',
  'I estimate how many customers could buy it before we list a new product in store.',
  'I asked how many businesses could pay for our software when setting my sales target.',
  'We mapped how many firms might buy our office space next year.',
  'I worked out how many businesses could pay for the new bus route.',
  'The auctioneer asked how many firms might buy it at auction.',
];

describeRecallPass('own-words recall (devseta: long/short equity analyst, financial due diligence)', {
  sets: [],
  unread: {},
  concepts: ['catalyst', 'spa_mechanics', 'market_sizing'],
  otherWork: OTHER_WORK,
  stillRead: [
    ['For each idea I set out what event should prove it and what would make me change my mind.', 'catalyst'],
    ['For each pitch I name what news would prove the idea right and when it could land.', 'catalyst'],
    ['I tell the portfolio manager what is likely to move the share price over the next quarter.', 'catalyst'],
    ['Before results I look at what is going to move the shares and whether it is in the price.', 'catalyst'],
    ['Every pitch says how much we could make or lose on the position.', 'catalyst'],
    ['Our figures for cash and debt move the price in the sale agreement.', 'spa_mechanics'],
    ['The cash and debt we find feed into the price in the sale agreement.', 'spa_mechanics'],
    ['I work out how many businesses could really buy it before I take a start-up to the partners.', 'market_sizing'],
    ['I check how many companies could ever pay for a tool like this.', 'market_sizing'],
    ['I help the buyer and the lawyers settle the price on locked box deals.', 'spa_mechanics'],
    ['On completion accounts deals I work out the final price with the seller after the deal closes.', 'spa_mechanics'],
  ],
});
