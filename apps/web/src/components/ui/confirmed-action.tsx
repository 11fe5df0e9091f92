import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmText } from './confirm-dialog.tsx';
import { ResultSnackbar, type Result } from './result-snackbar.tsx';

/** The dialog's text before anything was asked. */
const NOTHING_ASKED: ConfirmText = { title: '', body: '', confirmLabel: '', busyLabel: '' };

/**
 * An action the user confirms first (delete a group, renew a key), with the result messages of
 * the section it belongs to. `ask(item)` opens the dialog; confirming runs `action(item)` while
 * the button spins, then closes it; the message the action returns, or `failure(error)` when it
 * throws, shows in the snackbar. `run` skips the question, `notify` shows any other result.
 * Render `ui` once.
 */
export function useConfirmedAction<T>({
  action,
  failure,
  confirm,
}: {
  action: (item: T) => Promise<Result>;
  failure: (error: unknown) => Result;
  confirm: (item: T) => ConfirmText;
}): {
  ask: (item: T) => void;
  run: (item: T) => Promise<void>;
  notify: (result: Result) => void;
  busy: boolean;
  ui: ReactNode;
} {
  const [pending, setPending] = useState<{ item: T } | null>(null);
  // The text stays while the dialog fades out.
  const [text, setText] = useState<ConfirmText | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const run = async (item: T) => {
    setBusy(true);
    try {
      setResult(await action(item));
    } catch (error) {
      setResult(failure(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const ui = (
    <>
      <ConfirmDialog
        open={pending !== null}
        text={text ?? NOTHING_ASKED}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) void run(pending.item);
        }}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </>
  );

  return {
    ask: (item) => {
      setText(confirm(item));
      setPending({ item });
    },
    run,
    notify: setResult,
    busy,
    ui,
  };
}
