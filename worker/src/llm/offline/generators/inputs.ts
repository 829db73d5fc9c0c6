/**
 * Loose readers of a run's input. The engine validates inputs strictly before a generator runs; these only
 * make sure a generator never throws when an optional piece is missing or oddly shaped.
 */

export type Loose = Record<string, unknown>;

export function asObject(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

export function readString(source: Loose, key: string, fallback = ''): string {
  const value = source[key];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : fallback;
}

export function readStrings(source: Loose, key: string): string[] {
  const value = source[key];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim().length > 0).map((v) => v.trim());
}

export interface ArticleIn {
  title: string;
  content: string;
  source: string;
}

export function readArticle(input: unknown): ArticleIn {
  const a = asObject(asObject(input).article);
  const content = readString(a, 'content');
  const title = readString(a, 'title', content.split(/[.\n]/)[0]?.slice(0, 120) || 'Untitled article');
  return { title, content: content || title, source: readString(a, 'source', 'Uploaded file') };
}

export interface CvIn {
  name: string;
  summary: string;
  skills: string[];
  experience: { title: string; company: string; duration: string; description: string; achievements: string[] }[];
  education: { degree: string; institution: string; year: string }[];
}

export function readCv(input: unknown): CvIn {
  const cv = asObject(asObject(input).cvData);
  const experience = (Array.isArray(cv.experience) ? cv.experience : []).map((e) => {
    const x = asObject(e);
    return {
      title: readString(x, 'title'),
      company: readString(x, 'company'),
      duration: readString(x, 'duration'),
      description: readString(x, 'description'),
      achievements: readStrings(x, 'achievements'),
    };
  });
  const education = (Array.isArray(cv.education) ? cv.education : []).map((e) => {
    const x = asObject(e);
    return { degree: readString(x, 'degree'), institution: readString(x, 'institution'), year: readString(x, 'year') };
  });
  return {
    name: readString(cv, 'name', 'Candidate'),
    summary: readString(cv, 'summary'),
    skills: readStrings(cv, 'skills'),
    experience: experience.filter((e) => e.title || e.description || e.company),
    education: education.filter((e) => e.degree || e.institution),
  };
}

export interface JobDescriptionIn {
  title: string;
  company: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
}

export function readJobDescription(input: unknown, fallbackTitle: string): JobDescriptionIn {
  const jd = asObject(asObject(input).jobDescription);
  const company = readString(jd, 'company', 'Unknown Company');
  return {
    title: readString(jd, 'title', fallbackTitle),
    company,
    description: readString(jd, 'description'),
    requirements: readStrings(jd, 'requirements').slice(0, 10),
    responsibilities: readStrings(jd, 'responsibilities').slice(0, 10),
  };
}

export interface SelfProfileIn {
  experience: string;
  skills: string[];
  strengths: string[];
  areas: string[];
}

export function readSelfProfile(input: unknown): SelfProfileIn {
  const p = asObject(asObject(input).userProfile);
  return {
    experience: readString(p, 'experience'),
    skills: readStrings(p, 'skills'),
    strengths: readStrings(p, 'strengths'),
    areas: readStrings(p, 'areas'),
  };
}

export function readTier(input: unknown): string {
  return readString(asObject(input), 'userTier', 'starter');
}

export function readCompanyName(input: unknown): string {
  return readString(asObject(input), 'companyName', 'the company');
}
