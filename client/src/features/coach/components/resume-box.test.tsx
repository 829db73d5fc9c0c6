// @vitest-environment jsdom
import { RESUME_NOT_EXTRACTED } from '@fcs/shared/accounts';
import { UPGRADE_TO_ELITE, VALIDATION } from '@fcs/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi, LOCAL_CONFIG, profile, storeSignedInSession } from '../../../testing/fake-api';
import { checkResumeFile } from './resume-box';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('checkResumeFile', () => {
  it('accepts .txt, .pdf, .doc and .docx under 5 MB and refuses other types and sizes with the spec messages', () => {
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: 'cv.txt', type: 'text/plain', size: 10 })).toBeNull();
    expect(checkResumeFile({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBeNull();
    expect(
      checkResumeFile({
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      }),
    ).toBeNull();
    expect(checkResumeFile({ name: 'cv.png', type: 'image/png', size: 10 })).toBe(VALIDATION.resumeFileType);
    expect(checkResumeFile({ name: 'cv.pdf', type: 'image/png', size: 10 })).toBe(VALIDATION.resumeFileType);
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 5_242_880 })).toBe(
      VALIDATION.resumeFileSize,
    );
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 5_242_879 })).toBeNull();
  });
});

describe('ResumeBox', () => {
  let stored: { fileName: string; chars: number; preview: string; updatedAt: string } | null;
  beforeEach(() => {
    stored = null;
    storeSignedInSession();
  });

  async function renderBox(uploadAnswer: { status?: number; body: unknown }) {
    const api = createFakeApi({
      'GET /api/config': () => ({ body: LOCAL_CONFIG }),
      'GET /api/profile': () => ({ body: profile({ subscriptionTier: 'elite', subscriptionStatus: 'active' }) }),
      'GET /api/coach/resume': () =>
        stored ? { body: stored } : { status: 404, body: { error: { code: 'not_found', message: 'None' } } },
      'POST /api/coach/process-resume': () => uploadAnswer,
      'PUT /api/coach/resume': (call) => {
        const body = call.body as { fileName: string; content: string };
        stored = {
          fileName: body.fileName,
          chars: body.content.length,
          preview: body.content,
          updatedAt: new Date().toISOString(),
        };
        return { body: { fileName: body.fileName, chars: body.content.length } };
      },
      'DELETE /api/coach/resume': () => {
        stored = null;
        // (The real api answers 204; this stand-in cannot send an empty body.)
        return { status: 200, body: null };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    vi.resetModules();
    const { ResumeBox } = await import('./resume-box');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ResumeBox uid="user-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Upload Resume' });
    return api;
  }

  const chooseFile = (file: File) =>
    fireEvent.change(screen.getByLabelText('Resume file'), { target: { files: [file] } });

  it('when a scanned PDF gives no text and the user pastes instead, then the pasted text is stored and shown with Remove', async () => {
    const api = await renderBox({
      body: { content: RESUME_NOT_EXTRACTED, fileName: 'scan.pdf', extracted: false, chars: 0 },
    });
    chooseFile(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Paste your resume text instead?' });
    expect(confirm.textContent).toContain('scan.pdf');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Paste text' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save resume text' }));
    expect((await screen.findByText(VALIDATION.resumeTextRequired)).className).toContain('field__error');
    fireEvent.change(screen.getByLabelText('Resume text'), {
      target: { value: 'Ada Lovelace\nCredit analyst at Northbank, 2019-2024' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save resume text' }));

    expect(await screen.findByText('scan.pdf')).toBeTruthy();
    const pasted = 'Ada Lovelace\nCredit analyst at Northbank, 2019-2024';
    expect(screen.getByText(`${pasted.length} characters · coaching uses it`)).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      fileName: 'scan.pdf',
      content: 'Ada Lovelace\nCredit analyst at Northbank, 2019-2024',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: 'Upload Resume' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('when the user cancels the paste offer, then the spec error is shown', async () => {
    await renderBox({ body: { content: RESUME_NOT_EXTRACTED, fileName: 'scan.pdf', extracted: false, chars: 0 } });
    chooseFile(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Paste your resume text instead?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VALIDATION.resumeProcessing);
  });

  it('when a file of another type is chosen, then it is refused before any upload', async () => {
    const api = await renderBox({ body: {} });
    chooseFile(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VALIDATION.resumeFileType);
    expect(api.calls.some((c) => c.path === '/api/coach/process-resume')).toBe(false);
  });

  it('when the upload reads the file, then the stored resume (name, size) replaces the upload', async () => {
    await renderBox({ body: { content: 'text', fileName: 'cv.pdf', extracted: true, chars: 1234 } });
    stored = { fileName: 'cv.pdf', chars: 1234, preview: 'text', updatedAt: new Date().toISOString() };
    chooseFile(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^1,234 characters/)).toBeTruthy());
  });

  it('when the server fails to read the file, then the spec alert asks to try again or paste', async () => {
    await renderBox({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    chooseFile(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VALIDATION.resumeProcessing);
  });
});

describe('ResumeUpgradePrompt', () => {
  it('shows the spec upgrade text linking to the pricing section', async () => {
    const { ResumeUpgradePrompt } = await import('./resume-box');
    render(
      <MemoryRouter>
        <ResumeUpgradePrompt />
      </MemoryRouter>,
    );
    expect(screen.getByText(UPGRADE_TO_ELITE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Elite' }).getAttribute('href')).toBe('/#pricing');
  });
});
