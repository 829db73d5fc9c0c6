import { LIMITS } from '../constants';
import { documentLines, splitSections, uniqueItems, type DocLine } from './sections';

export const UNKNOWN_COMPANY = 'Unknown Company';

/** A job description split as interview preparation uses it (spec section 3 "Job description"). */
export interface ParsedJobDescription {
  title: string;
  company: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
}

const HEADINGS = {
  responsibilities:
    /^((key|main|core|your) )?(responsibilities|duties|accountabilities)$|^(the role|your role|role overview|about the role|what you('|’)ll do|what you will do|day[- ]to[- ]day|in this role you will)$/i,
  requirements:
    /^((key|essential|desirable|minimum|preferred) )?(requirements|qualifications|criteria|skills( (and|&) experience)?)$|^(about you|who you are|what you('|’)ll need|what you will need|what we('|’)re looking for|what we are looking for|you will have|experience( required)?|person specification)$/i,
  company: /^(about (us|the company|the firm|the team)|who we are|our company)$/i,
  other: /^(benefits|what we offer|perks|salary|compensation|how to apply|location|equal opportunities)$/i,
};

const LABEL = /^(job title|title|role|position|company|employer|organisation|organization|firm)\s*[:：]\s*(.+)$/i;
const REQUIREMENT_WORDS =
  /\b(experience|degree|qualified|qualification|knowledge|proficien|ability|able to|understanding|skills?|familiar|track record|cfa|acca|aca|fluent)\b/i;

function clip(line: string, max: number): string {
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const items = (lines: readonly DocLine[] | undefined) =>
  uniqueItems(
    (lines ?? []).map((l) => clip(l.text.replace(/[;.]$/, ''), 500)).filter((t) => t.length >= 3),
    LIMITS.jobDescriptionLinesMax,
  );

/**
 * Splits a pasted or uploaded job description: title ("Job title:" line, else the first line), company
 * ("Company:" line, "<title> at <company>", an "About <company>" heading, else 'Unknown Company'), and up to 10
 * requirement and 10 responsibility lines from their sections, or from its bullet points when it has no
 * headings. The text itself is the description.
 */
export function parseJobDescription(text: string): ParsedJobDescription {
  const lines = documentLines(text);
  let title = '';
  let company = '';
  for (const line of lines.slice(0, 15)) {
    const label = LABEL.exec(line.text);
    if (!label) continue;
    const value = label[2]!.trim();
    if (/company|employer|organi[sz]ation|firm/i.test(label[1]!)) company ||= value;
    else title ||= value;
  }
  const first = lines.find((l) => !l.bullet && !LABEL.test(l.text))?.text ?? '';
  if (!title && first.length <= 120) title = first;
  const at = /^(.{3,80}?)\s+(?:at|@|[-–—|])\s+(.{2,80})$/i.exec(title);
  if (at) {
    title = at[1]!.trim();
    company ||= at[2]!.trim();
  }
  if (!company) {
    const about = lines.find((l) => /^about\s+(?!us\b|you\b|the role\b)(.{2,60}?)[:：]?$/i.test(l.text));
    if (about) company = about.text.replace(/^about\s+/i, '').replace(/[:：]$/, '');
  }

  const { sections } = splitSections(lines, HEADINGS);
  let requirements = items(sections.requirements);
  let responsibilities = items(sections.responsibilities);
  if (!sections.requirements && !sections.responsibilities) {
    const bullets = lines.filter((l) => l.bullet);
    requirements = items(bullets.filter((l) => REQUIREMENT_WORDS.test(l.text)));
    responsibilities = items(bullets.filter((l) => !REQUIREMENT_WORDS.test(l.text)));
  }
  return {
    title: clip(title || 'Job description', 200),
    company: clip(company || UNKNOWN_COMPANY, 200),
    description: text.trim().slice(0, 50_000),
    requirements,
    responsibilities,
  };
}
