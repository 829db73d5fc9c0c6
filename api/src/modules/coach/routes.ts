import { Router } from 'express';
import { currentUser, requireUser } from '../../platform/auth';
import type { DocumentReader } from '../documents/read-documents';
import { receiveFiles } from '../documents/receive-files';
import { requireFeature } from '../profile/access';
import type { RunsContext } from '../runs/runs-context';
import { clearConversation, getConversation, getConversationById } from './conversation';
import { getResume, removeResume, saveResumeText, uploadResume } from './resume';
import { sendMessage } from './send-message';
import { activeCoachWorkflow, startCoachWorkflow } from './start-coach-workflow';

/** The AI coach: conversations, chat, the six workflows, and the elite user's stored resume (under /api/coach). */
export function coachRoutes(ctx: RunsContext & { documents: DocumentReader }): Router {
  const router = Router();
  router.get('/coach/conversation', requireUser, async (req, res) => {
    res.json({ conversation: await getConversation(ctx, currentUser(req), req.query) });
  });
  router.delete('/coach/conversation', requireUser, async (req, res) => {
    await clearConversation(ctx, currentUser(req), req.query);
    res.status(204).end();
  });
  router.get('/coach/conversations/:conversationId', requireUser, async (req, res) => {
    res.json({ conversation: await getConversationById(ctx, currentUser(req), req.params) });
  });
  // Signed-out visitors may ask on the free role (canned reply); the use-case decides.
  router.post('/coach/chat', async (req, res) => {
    const result = await sendMessage(ctx, req.user, req.body);
    res.status(result.status).json(result.body);
  });
  router.post('/coach/workflow/stream', async (req, res) => {
    const result = await startCoachWorkflow(ctx, req.user, req.body);
    res.status(result.status).json(result.body);
  });
  router.get('/coach/workflows/active', requireUser, async (req, res) => {
    res.json(await activeCoachWorkflow(ctx.db, currentUser(req)));
  });
  router.post(
    '/coach/process-resume',
    requireUser,
    requireFeature(ctx.db, 'resume_upload'),
    receiveFiles('resume', { multiple: false }),
    async (req, res) => {
      res.json(await uploadResume(ctx.db, ctx.documents, currentUser(req), req.file));
    },
  );
  router.put('/coach/resume', requireUser, requireFeature(ctx.db, 'resume_upload'), async (req, res) => {
    res.json(await saveResumeText(ctx.db, currentUser(req), req.body));
  });
  // Reading and removing one's own stored resume stays open after a plan ends: it is the user's data.
  router.get('/coach/resume', requireUser, async (req, res) => {
    res.json(await getResume(ctx.db, currentUser(req)));
  });
  router.delete('/coach/resume', requireUser, async (req, res) => {
    await removeResume(ctx.db, currentUser(req));
    res.status(204).end();
  });
  return router;
}
