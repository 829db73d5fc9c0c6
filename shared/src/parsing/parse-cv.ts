import { LIMITS } from '../constants';
import type { CvData } from '../entities';
import { documentLines, listItems, splitSections, uniqueItems, type DocLine } from './sections';

/** Said in the CV data when the CV shows no e-mail address (spec section 5: "else a placeholder"). */
export const CV_EMAIL_PLACEHOLDER = 'Not provided';
/** Said when none of the first five lines reads as a name. */
export const CV_NAME_PLACEHOLDER = 'Name not found';

const HEADINGS = {
  summary: /^(professional |personal |career )?(summary|profile|statement|objective)$|^about me$/i,
  experience:
    /^(work |professional |relevant |employment |career )?(experience|history)$|^employment( history)?$|^career history$|^work history$/i,
  education:
    /^(education|qualifications|academic (background|qualifications)|education (and|&) (training|qualifications))$/i,
  skills:
    /^((key|core|technical|relevant|professional) )?(skills|competencies|expertise)( (and|&) (tools|interests|competencies))?$/i,
  other:
    /^(certifications?|languages|interests|hobbies|references|achievements|awards|publications|projects|volunteering|additional information)$/i,
};

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const POINT = `(?:(?:${MONTH}\\s+)?(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])/(?:19|20)\\d{2})`;
const DATE_RANGE = new RegExp(
  `\\(?\\s*${POINT}\\s*(?:-|–|—|to|until)\\s*(?:${POINT}|present|current|now|date|today)\\s*\\)?`,
  'i',
);
const YEAR = /(?:19|20)\d{2}/g;
const DEGREE =
  /\b(b\.?sc|b\.?a|m\.?sc|m\.?a|mba|ph\.?d|m\.?phil|b\.?eng|m\.?eng|llb|llm|bachelor|master|doctorate|degree|diploma|a[- ]levels?|gcses?|ib diploma|hnd|foundation|certificate)\b/i;
const INSTITUTION = /\b(university|college|school|institute|academy|polytechnic|business school)\b|\bUCL\b|\bLSE\b/i;
const SEPARATORS = /\s+(?:at|@)\s+|\s*[|,]\s*|\s+[-–—]\s+/i;

function isName(text: string): boolean {
  if (text.length < 3 || text.length > 49) return false;
  if (/@|https?:|www\./i.test(text) || /\d/.test(text)) return false;
  if (/^(curriculum vitae|cv|resume|résumé)$/i.test(text)) return false;
  // Two to five words of letters, as names are written (hyphens and apostrophes allowed).
  return /^[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){1,4}$/u.test(text);
}

function splitHeader(text: string): { title: string; company: string } {
  const parts = text
    .split(SEPARATORS)
    .map((p) => p.replace(/^[\s(),–—-]+|[\s(),–—-]+$/g, ''))
    .filter(Boolean);
  return { title: parts[0] ?? '', company: parts.slice(1).join(', ') };
}

/** Experience entries: each starts at a line with a date range (its title and company on it or just above). */
function readExperience(lines: readonly DocLine[]): CvData['experience'] {
  const entries: { header: string; duration: string; body: DocLine[] }[] = [];
  let body: DocLine[] = [];
  lines.forEach((line, index) => {
    const range = line.bullet ? null : DATE_RANGE.exec(line.text);
    if (!range) {
      body.push(line);
      return;
    }
    let header = line.text.replace(range[0], ' ').replace(/\s+/g, ' ').trim();
    const previous = lines[index - 1];
    // "Equity Research Associate" on one line, "Barclays | 2019 - 2024" on the next: the title is the line above.
    if (previous && !previous.bullet && previous.text.length <= 80 && !DATE_RANGE.test(previous.text)) {
      const { company } = splitHeader(header);
      if (!header || !company) {
        header = header ? `${previous.text} | ${header}` : previous.text;
        body = body.slice(0, -1);
      }
    }
    const last = entries.at(-1);
    if (last) last.body = body;
    entries.push({ header, duration: range[0].replace(/[()]/g, '').trim(), body: [] });
    body = [];
  });
  const last = entries.at(-1);
  if (last) last.body = body;
  return entries.slice(0, LIMITS.cvExperiencesMax).map((entry, i) => {
    const { title, company } = splitHeader(entry.header);
    return {
      id: `exp-${i + 1}`,
      title: title.slice(0, 200) || 'Role',
      company: company.slice(0, 200),
      duration: entry.duration.slice(0, 100),
      description: entry.body
        .filter((l) => !l.bullet)
        .map((l) => l.text)
        .join(' ')
        .slice(0, 1000),
      achievements: entry.body
        .filter((l) => l.bullet)
        .map((l) => l.text.slice(0, 300))
        .slice(0, 6),
    };
  });
}

/** Education entries: a degree, an institution and the last year named, from lines of the section. */
function readEducation(lines: readonly DocLine[]): CvData['education'] {
  const entries: { degree: string; institution: string; year: string }[] = [];
  for (const line of lines) {
    const parts = line.text.split(SEPARATORS).map((p) => p.trim());
    const degree = parts.find((p) => DEGREE.test(p) && !INSTITUTION.test(p)) ?? '';
    const institution = parts.find((p) => INSTITUTION.test(p)) ?? '';
    const year = (line.text.match(YEAR) ?? []).at(-1) ?? '';
    if (!degree && !institution) {
      const current = entries.at(-1);
      if (current && !current.year && year) current.year = year;
      continue;
    }
    const current = entries.at(-1);
    const fillsCurrent =
      current && ((degree && !current.degree && !institution) || (institution && !current.institution && !degree));
    if (current && fillsCurrent) {
      current.degree ||= degree;
      current.institution ||= institution;
      current.year ||= year;
    } else {
      entries.push({ degree, institution, year });
    }
  }
  return entries.slice(0, LIMITS.cvEducationMax).map((e, i) => ({
    id: `edu-${i + 1}`,
    degree: e.degree.replace(/[(),]/g, '').trim().slice(0, 200) || 'Qualification',
    institution: e.institution.replace(YEAR, '').replace(/[()]/g, '').trim().slice(0, 200),
    year: e.year,
  }));
}

/** Skills: the items listed in the skills section (sub-labels like "Software:" dropped), longer than 2 letters. */
function readSkills(lines: readonly DocLine[]): string[] {
  const items = lines.flatMap((line) => listItems(line.text.replace(/^[^:]{2,30}:\s*/, '')));
  const skills = items.filter((item) => item.replace(/[^\p{L}]/gu, '').length > 2 && item.split(/\s+/).length <= 6);
  return uniqueItems(
    skills.map((s) => s.slice(0, 80)),
    LIMITS.cvSkillsMax,
  );
}

/**
 * A CV's text read into the spec's CV data (spec section 5): the name is one of the first five lines (3 to 49
 * characters, no @ or link), the e-mail from the first address found (else a placeholder), up to 3 experiences,
 * 2 education entries and 15 skills. Heuristic: the user checks and corrects it before the analysis.
 */
export function parseCv(text: string): CvData {
  const lines = documentLines(text);
  const name = lines.slice(0, 5).find((l) => !l.bullet && isName(l.text))?.text ?? CV_NAME_PLACEHOLDER;
  const email = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0] ?? CV_EMAIL_PLACEHOLDER;
  const { intro, sections } = splitSections(lines, HEADINGS);
  const experienceLines = sections.experience ?? intro;
  const summaryLines =
    sections.summary ??
    intro.filter((l) => !l.bullet && l.text.length >= 60 && !DATE_RANGE.test(l.text) && !l.text.includes('@'));
  return {
    id: 'cv-1',
    name,
    email,
    experience: readExperience(experienceLines),
    education: readEducation(sections.education ?? []),
    skills: readSkills(sections.skills ?? []),
    summary: summaryLines
      .map((l) => l.text)
      .join(' ')
      .slice(0, 1500),
  };
}
