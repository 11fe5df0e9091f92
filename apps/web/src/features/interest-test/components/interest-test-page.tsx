import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InterestProfiles } from '@tlp/shared/interest-test';
import type { CurrentUser } from '@tlp/shared/users';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { BlockError, BlockSkeleton } from '@/components/ui/section-states.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { interestProfileKey, useInterestProfile } from '../api/get-interest-profile.ts';
import { useInterestTest } from '../api/get-interest-test.ts';
import { submitInterestTest } from '../api/submit-interest-test.ts';
import { INTEREST_TEST_TEXT as TEXT, PROFILE_TEXT } from '../messages.ts';
import { answeredCount, resumeIndex, testProgress, type Answers } from '../test-progress.ts';
import { InterestProfileView } from './interest-profile.tsx';
import { TestIntro } from './test-intro.tsx';
import { TestQuestion } from './test-question.tsx';

type Step = 'intro' | 'question' | 'result';

/**
 * /test-de-intereses (students): the intro, one statement per screen (answers kept on this
 * device as they are given, so the test resumes), then the profile and the earlier results.
 * A student who took it lands on their profile.
 */
export function InterestTestPage({ user }: { user: CurrentUser }) {
  const { profiles, error: profileError, retry: retryProfile } = useInterestProfile();
  const { test, error: testError, retry: retryTest } = useInterestTest();
  const { mutate } = useSWRConfig();
  const [chosenStep, setStep] = useState<Step | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<{ version: string; answers: Answers } | null>(null);
  const [sending, setSending] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  // The saved answers of this version of the test, read once it is known.
  if (test && answers?.version !== test.version) {
    setAnswers({ version: test.version, answers: testProgress.read(user.id, test.version) });
  }
  const given = answers?.answers ?? {};
  const ids = test?.items.map((item) => item.id) ?? [];
  const answered = answeredCount(ids, given);
  const step: Step = chosenStep ?? (profiles?.latest ? 'result' : 'intro');

  useEffect(() => {
    if (step === 'result' && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [step]);

  const onNext = useCallback(() => setIndex((i) => i + 1), []);

  const answer = (value: number) => {
    if (!test) return;
    const item = test.items[index];
    if (!item) return;
    const next = { ...given, [item.id]: value };
    setAnswers({ version: test.version, answers: next });
    testProgress.save(user.id, test.version, next);
  };

  const submit = async () => {
    if (!test) return;
    setSending(true);
    setSubmitError(null);
    try {
      const profile = await submitInterestTest(test.items.map((item) => ({ item: item.id, value: given[item.id]! })));
      testProgress.clear(user.id);
      setAnswers({ version: test.version, answers: {} });
      await mutate<InterestProfiles>(
        interestProfileKey,
        (current) => ({
          latest: profile,
          history: [profile, ...(current?.history ?? []).filter((p) => p.id !== profile.id)],
        }),
        { revalidate: false },
      );
      focusResult.current = true;
      setStep('result');
    } catch (error) {
      setSubmitError(apiErrorMessage(error, TEXT.submitError, (e) => e.status === 400));
    } finally {
      setSending(false);
    }
  };

  let body;
  if (profileError && !profiles) {
    body = <BlockError message={PROFILE_TEXT.loadError} onRetry={retryProfile} />;
  } else if (!profiles) {
    body = <BlockSkeleton label={TEXT.loading} rows={4} />;
  } else if (step === 'result' && profiles.latest) {
    const latest = profiles.latest;
    body = (
      <InterestProfileView
        profile={latest}
        history={profiles.history.filter((p) => p.id !== latest.id)}
        headingRef={resultHeading}
        retakeLabel={answered > 0 && test ? PROFILE_TEXT.continueRetake(answered, ids.length) : PROFILE_TEXT.retake}
        onRetake={() => setStep('intro')}
      />
    );
  } else if (testError && !test) {
    body = <BlockError message={TEXT.loadError} onRetry={retryTest} />;
  } else if (!test) {
    body = <BlockSkeleton label={TEXT.loading} rows={4} />;
  } else if (step === 'question') {
    const position = Math.min(index, test.items.length - 1);
    const item = test.items[position]!;
    body = (
      <TestQuestion
        text={item.text}
        position={position}
        count={test.items.length}
        value={given[item.id]}
        onAnswer={answer}
        onPrevious={() => (position === 0 ? setStep('intro') : setIndex(position - 1))}
        onNext={position === test.items.length - 1 ? () => void submit() : onNext}
        sending={sending}
        error={submitError}
      />
    );
  } else {
    body = (
      <TestIntro
        count={test.items.length}
        answered={answered}
        onStart={() => {
          setIndex(resumeIndex(ids, given));
          setStep('question');
        }}
        onRestart={() => {
          testProgress.clear(user.id);
          setAnswers({ version: test.version, answers: {} });
          setIndex(0);
          setStep('question');
        }}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: step === 'question' ? 640 : 880, mx: 'auto', minWidth: 0 }}>
      <title>{TEXT.pageTitle}</title>
      <Typography component="h1" variant="h2" sx={{ mb: 2, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {TEXT.title}
      </Typography>
      {body}
    </Box>
  );
}
