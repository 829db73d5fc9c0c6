import { parseCv } from '@fcs/shared/parsing/parse-cv';
import type { RunRole } from '@fcs/shared/workflows/common';
import { joinList, truncate } from './generators/text';

/** Words too common to show that a CV speaks to a skill. */
const COMMON = new Set(
  'with from into across over under about their your this that what when where which while have been were will work working skills skill analysis management experience team'.split(
    ' ',
  ),
);
const words = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z][a-z0-9+#&]{3,}/g) ?? []).filter((w) => !COMMON.has(w)));
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/**
 * The offline engine's grounding on a user's resume: a short paragraph that names what the CV shows (latest role and
 * employer, skills, degree) and ties it to what the role asks for. Deterministic; built from the CV's own lines, so
 * the reply visibly uses the resume the user stored.
 */
export function resumeNote(role: RunRole, resume: { fileName: string; content: string }): string {
  const cv = parseCv(resume.content);
  const facts: string[] = [];
  const latest = cv.experience.find((e) => e.title.trim() || e.company.trim());
  if (latest) {
    const title = latest.title.trim();
    const company = latest.company.trim();
    facts.push(`your time as ${title || 'a team member'}${company ? ` at ${company}` : ''}`);
  }
  if (cv.skills.length) facts.push(`the ${joinList(cv.skills.slice(0, 3))} on your CV`);
  const degree = cv.education[0];
  if (degree && (degree.degree.trim() || degree.institution.trim())) {
    facts.push(
      `your ${degree.degree.trim() || 'studies'}${degree.institution.trim() ? ` at ${degree.institution.trim()}` : ''}`,
    );
  }
  if (!facts.length) {
    const line = resume.content
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 15);
    facts.push(line ? `what you describe as "${truncate(line, 90)}"` : 'what you have written so far');
  }
  const cvWords = words(resume.content);
  const matched = role.skills.filter((skill) => [...words(skill)].some((w) => cvWords.has(w))).slice(0, 2);
  const missing = role.skills.filter((skill) => !matched.includes(skill)).slice(0, 2);
  const fit = matched.length
    ? `That already touches what ${role.title} work asks for (${matched.map(lowerFirst).join('; ')}).`
    : `Nothing in it speaks yet to what ${role.title} work asks for, so make the link yourself.`;
  const gap = missing.length ? ` Show evidence of ${missing.map(lowerFirst).join('; ')}.` : '';
  return `**From your resume (${resume.fileName}):** I have read about ${joinList(facts)}. ${fit}${gap}`;
}

/**
 * A labelled paragraph that says what an answer took from the user's CV: the note above ("**From your resume
 * (file):**") or a section a generator wrote itself ("**From your CV:**").
 */
export const RESUME_SECTION = /\*\*From your (?:CV|resume)\b/gi;

/**
 * The one place that decides how an offline answer grounded on a stored resume names it: exactly once. When the
 * generator's answer already says what it took from the CV (a "From your CV" section), it stands as written;
 * otherwise the resume note opens it. The engine itself only streams the text it is given.
 */
export function groundOnResume(
  written: string,
  role: RunRole,
  resume: { fileName: string; content: string } | undefined,
): string {
  if (!resume?.content.trim() || !written.trim()) return written;
  if ((written.match(RESUME_SECTION) ?? []).length > 0) return written;
  return `${resumeNote(role, resume)}\n\n${written}`;
}
