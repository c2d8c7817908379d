import { useTasksContext } from '../hooks/tasks-context';
import type { DraftControl } from '../hooks/use-draft';
import type { Outcome, OutcomeResult } from '../hooks/use-outcome';
import type { OutcomeAction } from '../lib/outcome-action';
import { ActionBar } from './action-bar';
import { OutcomeDialog } from './outcome-dialog';

const alwaysEnabled = () => true;

/**
 * A task's outcome actions from their table: the buttons with their keys, and each action's
 * dialog, opened from the draft (so a reload reopens it) and closed once the outcome is recorded.
 * While the phone holds them (the first 5 s of dialing, an unanswered test call: PHONE-23,
 * PHONE-24) every button and key is disabled.
 */
export function OutcomeActions({
  actions,
  outcome,
  draft,
  testId,
}: {
  actions: OutcomeAction[];
  outcome: Outcome;
  draft: DraftControl;
  testId: string;
}) {
  // The slot is fixed for the page's lifetime, so the same hook runs on every render.
  const useDialerButtonsEnabled = useTasksContext().slots.useDialerButtonsEnabled ?? alwaysEnabled;
  const phoneAllows = useDialerButtonsEnabled();
  const onSent = async (sent: Promise<OutcomeResult>) => {
    if ((await sent).ok) draft.close();
  };
  return (
    <>
      <ActionBar
        testId={testId}
        outcome={outcome}
        dialogOpen={draft.dialog !== null}
        actions={actions.map((action) => ({
          name: action.key,
          hotkey: action.hotkey,
          label: action.label,
          danger: action.danger,
          disabled: action.disabled || !phoneAllows,
          run: action.dialog ? () => draft.open(action.key) : () => void action.send(),
        }))}
      />
      {actions.map(
        (action) =>
          action.dialog && (
            <OutcomeDialog
              key={action.key}
              action={action}
              open={draft.dialog === action.key}
              busy={outcome.pending === action.key}
              values={draft.values}
              onDraft={(values) => draft.open(action.key, values)}
              onSent={(sent) => void onSent(sent)}
              onCancel={draft.close}
            />
          ),
      )}
    </>
  );
}
