import { describe, expect, it } from 'vitest';
import { checkDocumentSize, documentFormat, documentTitle, normaliseText } from './documents';
import { VALIDATION } from './messages';

describe('documentFormat', () => {
  it('when the extension is allowed for the purpose and the type does not contradict it, then it says how to read it', () => {
    expect(documentFormat('article', { name: 'a.TXT', type: 'text/plain' })).toBe('text');
    expect(documentFormat('article', { name: 'a.htm', type: 'text/html' })).toBe('html');
    expect(documentFormat('article', { name: 'a.pdf', type: '' })).toBe('pdf');
    expect(documentFormat('cv', { name: 'cv.docx', type: 'application/octet-stream' })).toBe('docx');
    expect(documentFormat('resume', { name: 'cv.doc', type: 'application/msword' })).toBe('doc');
  });

  it('when the extension is not allowed, or the type contradicts it, then it is refused', () => {
    expect(documentFormat('article', { name: 'a.docx', type: 'application/msword' })).toBeNull();
    expect(documentFormat('job_description', { name: 'a.png', type: 'image/png' })).toBeNull();
    expect(documentFormat('cv', { name: 'cv.pdf', type: 'image/png' })).toBeNull();
    expect(documentFormat('resume', { name: 'cv.html', type: 'text/html' })).toBeNull();
    expect(documentFormat('article', { name: 'noextension', type: 'text/plain' })).toBeNull();
  });

  it('when a file is 5 MB or more, then the spec size message is given', () => {
    expect(checkDocumentSize(5_242_879)).toBeNull();
    expect(checkDocumentSize(5_242_880)).toBe(VALIDATION.resumeFileSize);
  });
});

describe('normaliseText and documentTitle', () => {
  it('when text comes from outside, then line ends, controls, odd spaces and blank runs are tidied once', () => {
    expect(normaliseText('\uFEFF  Cafe\u0301\u00a0bar \r\n\r\n\r\n\u0007next\t \n')).toBe('Café bar\n\nnext');
  });

  it('when a document has its own title, a short first line, or neither, then the title follows that order', () => {
    expect(documentTitle('f.html', 'Body', '  Rates   on hold ')).toBe('Rates on hold');
    expect(documentTitle('f.txt', '\nGilts rally\nMore')).toBe('Gilts rally');
    expect(documentTitle('market_update-june.txt', 'x'.repeat(200))).toBe('market update june');
  });
});
