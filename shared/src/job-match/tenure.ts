/**
 * Time in work, read from CV durations: "Sep 2022 - Present", "2019 – 2021", "Jun 2021 to Aug 2021",
 * "3 years", "18 months". Dated jobs become month ranges so that overlapping jobs (a part-time role held
 * alongside a full-time one) are counted once; a duration with no dates cannot overlap-checked and is added
 * as it is.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month as a count since year 0 (January 2020 = 2020 * 12). */
export type MonthIndex = number;

/** `YYYY-MM` to a month index. */
export function monthIndex(yearMonth: string): MonthIndex {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) throw new Error(`Expected YYYY-MM, got "${yearMonth}"`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export type Tenure =
  /** Months [start, end) of a dated job. */
  | { kind: 'range'; start: MonthIndex; end: MonthIndex }
  /** A length with no dates ("3 years"). */
  | { kind: 'length'; months: number }
  | { kind: 'unknown' };

const POINT = String.raw`(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?((?:19|20)\d{2})`;
const RANGE = new RegExp(
  String.raw`${POINT}\s*(?:-|–|—|to|until)\s*(?:${POINT}|(present|current|now|date|today|ongoing))`,
);

function point(month: string | undefined, year: string, isEnd: boolean): MonthIndex {
  // A year without a month is read as its middle, so "2019 - 2021" is two years, not one or three.
  const m = month ? MONTHS.indexOf(month) : 6;
  return Number(year) * 12 + m + (isEnd && month ? 1 : 0);
}

/** Reads one duration. `asOf` (a month index) stands for "Present". */
export function readTenure(duration: string, asOf: MonthIndex): Tenure {
  const d = duration.toLowerCase();
  const range = RANGE.exec(d);
  if (range) {
    const start = point(range[1], range[2]!, false);
    const end = range[5] ? asOf + 1 : point(range[3], range[4]!, true);
    return end > start ? { kind: 'range', start, end: Math.min(end, asOf + 1) } : { kind: 'unknown' };
  }
  const years = /(\d+(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?)/.exec(d);
  const months = /(\d+)\s*(?:months?|mos?)\b/.exec(d);
  const total = (years ? Number(years[1]) * 12 : 0) + (months ? Number(months[1]) : 0);
  if (total > 0) return { kind: 'length', months: Math.min(total, 600) };
  const single = new RegExp(`^\\s*${POINT}\\s*$`).exec(d);
  if (single) {
    const start = point(single[1], single[2]!, false);
    return { kind: 'range', start, end: Math.min(start + 12, asOf + 1) };
  }
  return { kind: 'unknown' };
}

/**
 * Years of work, with each month counted once at the highest weight of the jobs covering it (weights 0-1,
 * e.g. how relevant each job is). Undated lengths are added at their own weight.
 */
export function weightedYears(jobs: readonly { tenure: Tenure; weight: number }[]): number {
  return monthsAsYears(weightedMonths(jobs));
}

/** Months as years, to one decimal (as the assessment's years are given). */
export function monthsAsYears(months: number): number {
  return Math.round((months / 12) * 10) / 10;
}

/** Months of work, counted as `weightedYears` counts them, unrounded. */
export function weightedMonths(jobs: readonly { tenure: Tenure; weight: number }[]): number {
  const monthWeights = new Map<MonthIndex, number>();
  let undated = 0;
  for (const { tenure, weight } of jobs) {
    if (weight <= 0) continue;
    if (tenure.kind === 'range') {
      for (let m = tenure.start; m < tenure.end; m += 1) {
        monthWeights.set(m, Math.max(monthWeights.get(m) ?? 0, weight));
      }
    } else if (tenure.kind === 'length') {
      undated += tenure.months * weight;
    }
  }
  let months = undated;
  for (const w of monthWeights.values()) months += w;
  return months;
}
