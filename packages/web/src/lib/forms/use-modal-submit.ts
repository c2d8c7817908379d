import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { showFieldErrors } from '@/lib/errors/form-field-errors';
import { feedback } from '@/lib/feedback/feedback';

/** What the hook needs of a react-query mutation. */
export type SaveMutation<Variables, Result> = {
  mutateAsync: (variables: Variables) => Promise<Result>;
  isPending: boolean;
};

export type ModalSubmitOptions<Values, Variables, Result> = {
  /** The valid values shaped for the API; nothing when there is nothing to send (the row has gone). */
  variables: (values: Values) => NoInfer<Variables> | null | undefined;
  /** Said once the save is done. */
  success?: string | ((result: Result, values: Values) => string);
  /** What follows a save, usually the modal's onClose. */
  onDone?: (result: Result, values: Values) => void;
  /** API field names the form calls otherwise (a payout sent in cents, typed in units). */
  formNames?: Record<string, string>;
  /** A check the form's rules cannot make (the server asked on blur); it runs beside them and must pass too. */
  check?: () => Promise<boolean>;
  /** How a refusal that the fields do not show is told; by default an error message with its text. */
  onError?: (error: unknown) => void;
};

/**
 * How a modal's form is saved: its rules, then the mutation, the success message and onDone. A
 * 400 naming the form's fields shows under those fields; any other failure keeps the modal open
 * and says why (ApiError's message is already in the user's language). While one save runs,
 * another click or Enter does nothing: a double click saves once. Without a form, `variables` gets
 * no values.
 */
export function useModalSubmit<Values, Variables, Result>(
  form: FormInstance<Values> | undefined,
  mutation: SaveMutation<Variables, Result>,
  { variables, success, onDone, formNames, check, onError }: ModalSubmitOptions<Values, Variables, Result>,
): { submit: () => Promise<void>; submitting: boolean } {
  // The mutation is pending only once the rules have passed; a second click during them is caught here.
  const running = useRef(false);

  const refused = (error: unknown) => {
    if (form && showFieldErrors(form, error, formNames)) return;
    if (onError) onError(error);
    else feedback.message.error(error instanceof Error ? error.message : String(error));
  };

  const submit = async () => {
    if (running.current) return;
    running.current = true;
    try {
      const [values, checked] = await Promise.all([
        form ? form.validateFields().then((valid) => ({ valid })) : { valid: undefined as Values },
        check ? check() : true,
      ]).catch(() => [undefined, false] as const);
      if (!values || !checked) return;
      const sent = variables(values.valid);
      if (sent === null || sent === undefined) return;
      let result: Result;
      try {
        result = await mutation.mutateAsync(sent);
      } catch (error) {
        refused(error);
        return;
      }
      if (success !== undefined) {
        feedback.message.success(typeof success === 'string' ? success : success(result, values.valid));
      }
      onDone?.(result, values.valid);
    } finally {
      running.current = false;
    }
  };

  return { submit, submitting: mutation.isPending };
}
