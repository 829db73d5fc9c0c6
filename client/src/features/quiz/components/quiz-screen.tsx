import type { QuizAnswer, QuizMatch } from '@fcs/shared/quiz/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-transport';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { savedQuizResultsQuery, useSavedQuizResults, type SavedQuizResults } from '../api/get-quiz-results';
import { useSubmitQuiz, type QuizSubmission } from '../api/submit-quiz';
import {
  clearSessionQuizResults,
  readSessionQuizResults,
  saveSessionQuizResults,
  type SessionQuizResults,
} from '../quiz-session';
import { QuizResults } from './quiz-results';
import { QuizWizard } from './quiz-wizard';
import '../quiz.css';

export interface QuizScreenProps {
  /** /roles?required=true: a paid plan needs a completed quiz first. */
  required: boolean;
  session: { status: 'loading' | 'signed-in' | 'signed-out'; user: { uid: string; email: string | null } | null };
  /** 'Try Simulation' on a match; the route applies the plan rules (sandbox or paywall). */
  onTrySimulation: (match: QuizMatch, matches: readonly QuizMatch[]) => void;
  /** Results were saved to the profile (the route refreshes the session's profile). */
  onResultsSaved?: () => void;
  onSignIn?: () => void;
}

/**
 * /roles: the career quiz and its results. A signed-in user with saved results goes straight to them, locked;
 * a signed-out visitor's results live in sessionStorage and are saved to the profile after signing in.
 */
export function QuizScreen({ required, session, onTrySimulation, onResultsSaved, onSignIn }: QuizScreenProps) {
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const questions = useQuizQuestions();
  const saved = useSavedQuizResults(uid);
  const submit = useSubmitQuiz();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [local, setLocal] = useState<SessionQuizResults | null>(() => readSessionQuizResults());
  const [justSaved, setJustSaved] = useState(false);
  const savingLocal = useRef(false);

  function handleSubmitted(result: QuizSubmission, submitted: QuizAnswer[]) {
    // The results replace the last question: start reading them from the top.
    window.scrollTo({ top: 0 });
    if (result.saved && uid) {
      const savedResults: SavedQuizResults = {
        answers: submitted,
        matches: result.matches,
        lastQuizDate: new Date().toISOString(),
      };
      queryClient.setQueryData(savedQuizResultsQuery(uid).queryKey, savedResults);
      clearSessionQuizResults();
      setLocal(null);
      setJustSaved(true);
      onResultsSaved?.();
      return;
    }
    saveSessionQuizResults({ answers: submitted, matches: result.matches, scoredBy: result.scoredBy });
    setLocal(
      readSessionQuizResults() ?? {
        answers: submitted,
        matches: result.matches,
        scoredBy: result.scoredBy,
        takenAt: '',
      },
    );
  }

  // 409: this account already completed the quiz (e.g. in another tab); what is saved is shown instead.
  const isAlreadySaved = (error: Error) => isApiError(error) && error.status === 409 && uid !== null;
  const saveError = submit.error && !isAlreadySaved(submit.error) ? submit.error.message : null;

  function submitAnswers(toSubmit: QuizAnswer[]) {
    submit.mutate(
      { answers: toSubmit, user: session.user },
      {
        onSuccess: (result) => handleSubmitted(result, toSubmit),
        onError: (error) => {
          if (!isAlreadySaved(error)) return;
          clearSessionQuizResults();
          setLocal(null);
          void saved.refetch();
        },
      },
    );
  }

  // A visitor who took the quiz signed out and then signed in: save those results to the new profile, once.
  const savedData = saved.data;
  useEffect(() => {
    if (!uid || saved.isPending || savedData || !local || savingLocal.current) return;
    savingLocal.current = true;
    submitAnswers(local.answers);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the saved results are known
  }, [uid, saved.isPending, savedData, local]);

  const requiredBanner = required ? (
    <div className="quiz-notice quiz-notice--required" role="alert">
      <strong className="quiz-notice__title">Quiz Required for Access</strong>
      <p>Your plan opens simulations from your quiz matches. Answer the 15 questions below to unlock them.</p>
    </div>
  ) : null;

  if (session.status === 'loading' || questions.isPending || (uid && saved.isPending)) {
    return <Spinner label="Loading your quiz…" />;
  }
  if (!questions.data) return <p role="alert">The quiz could not be loaded. Please reload the page.</p>;

  if (uid && saved.isError) {
    return (
      <div className="quiz-notice quiz-notice--warning" role="alert">
        <strong className="quiz-notice__title">Your saved quiz could not be loaded</strong>
        <p>{saved.error.message}</p>
        <Button size="sm" variant="secondary" onClick={() => void saved.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const onTry = (matches: readonly QuizMatch[]) => (match: QuizMatch) => onTrySimulation(match, matches);

  if (savedData) {
    return (
      <QuizResults
        matches={savedData.matches}
        answers={savedData.answers}
        questions={questions.data}
        locked={{ lastQuizDate: savedData.lastQuizDate, justSaved }}
        scoredBy="api"
        signedIn
        onTrySimulation={onTry(savedData.matches)}
      />
    );
  }

  if (uid && local && submit.isPending) return <Spinner label="Saving your results to your profile…" />;

  if (local) {
    return (
      <>
        {saveError ? (
          <div className="quiz-notice quiz-notice--warning" role="alert">
            <strong className="quiz-notice__title">Your results are not saved yet</strong>
            <p>{saveError}</p>
          </div>
        ) : null}
        <QuizResults
          matches={local.matches}
          answers={local.answers}
          questions={questions.data}
          locked={null}
          scoredBy={local.scoredBy}
          signedIn={uid !== null}
          onTrySimulation={onTry(local.matches)}
          onSignIn={uid ? undefined : onSignIn}
          onRetake={() => {
            clearSessionQuizResults();
            setLocal(null);
            setAnswers(local.answers);
          }}
        />
      </>
    );
  }

  return (
    <>
      {requiredBanner}
      <QuizWizard
        questions={questions.data}
        answers={answers}
        onAnswersChange={setAnswers}
        onSubmit={() => submitAnswers(answers)}
        isSubmitting={submit.isPending}
        submitError={saveError}
      />
    </>
  );
}
