import { type ReactNode, useId } from 'react';
import { useFormState } from 'react-hook-form';
import { buttonClassName } from '../button/button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useFormOptions } from './form';

export type SubmitBlocker = 'pristine' | 'invalid' | 'validating' | 'submitting';

/** Why the submit button is disabled, read out to screen reader users. */
export const SUBMIT_BLOCKER_EXPLANATIONS: Record<SubmitBlocker, string> = {
  pristine: 'Bouton désactivé : remplissez le formulaire pour pouvoir l’envoyer.',
  invalid: 'Bouton désactivé : certains champs sont à compléter ou à corriger.',
  validating: 'Bouton désactivé : vérification du formulaire en cours.',
  submitting: 'Bouton désactivé : envoi en cours.',
};

/** The first reason, if any, the form cannot be sent now (SPEC §4). */
export function submitBlocker(state: {
  isDirty: boolean;
  isValid: boolean;
  isValidating: boolean;
  isSubmitting: boolean;
  validateOnMount: boolean;
}): SubmitBlocker | null {
  if (state.isSubmitting) return 'submitting';
  if (state.isValidating) return 'validating';
  if (!state.isDirty && !state.validateOnMount) return 'pristine';
  if (!state.isValid) return 'invalid';
  return null;
}

/**
 * The submit button of a `Form`: disabled while the form is pristine (unless validated on mount), invalid,
 * being validated or being sent. Disabled with aria-disabled, not `disabled`: it stays focusable and says why.
 * Pressing it while the form is invalid sends nothing but reveals the errors (a submit attempt); while a
 * validation runs, the submit waits for it.
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const explanationId = useId();
  const { isDirty, isValid, isValidating, isSubmitting } = useFormState();
  const { validateOnMount } = useFormOptions();
  const blocker = submitBlocker({ isDirty, isValid, isValidating, isSubmitting, validateOnMount });
  return (
    <>
      <button
        type="submit"
        className={buttonClassName('primary')}
        aria-disabled={blocker ? true : undefined}
        aria-describedby={blocker ? explanationId : undefined}
        onClick={(event) => {
          // Never twice at once, nor a pristine form. Otherwise the submit goes through `handleSubmit`, which
          // awaits the validation and sends only a valid form: pressing the button of an invalid form reveals
          // its errors (a submit attempt), and a press during a blur's validation is not lost.
          if (blocker === 'submitting' || (blocker === 'pristine' && isValid)) event.preventDefault();
        }}
      >
        {children}
      </button>
      {blocker ? (
        <VisuallyHidden id={explanationId}>{SUBMIT_BLOCKER_EXPLANATIONS[blocker]}</VisuallyHidden>
      ) : null}
    </>
  );
}
