import { type ComponentPropsWithoutRef, createContext, type FormEvent, useContext, useEffect } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import styles from './form.module.css';

interface FormOptions {
  validateOnMount: boolean;
}

const FormOptionsContext = createContext<FormOptions>({ validateOnMount: false });

export function useFormOptions(): FormOptions {
  return useContext(FormOptionsContext);
}

export interface FormProps<TFieldValues extends FieldValues, TTransformedValues>
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /** From `useForm({ resolver: zodResolver(SomeSchema), mode: 'onTouched' })`, the schema from @voltaire/domain. */
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the context type.
  form: UseFormReturn<TFieldValues, any, TTransformedValues>;
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Validates as soon as it is shown; the submit button is then enabled on a pristine but valid form. */
  validateOnMount?: boolean;
}

/**
 * A form of the design system: react-hook-form with a zod resolver. Submitting runs the validation; an invalid
 * form is not sent, its errors show (checkboxes included) and the first invalid field takes the focus.
 * A pristine form (unless `validateOnMount`), or one being sent, ignores a submit.
 */
export function Form<TFieldValues extends FieldValues, TTransformedValues>({
  form,
  onSubmit,
  validateOnMount = false,
  children,
  className,
  ...props
}: FormProps<TFieldValues, TTransformedValues>) {
  const { trigger } = form;
  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  const { isDirty, isValid, isSubmitting } = form.formState;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting || (!isDirty && !validateOnMount && isValid)) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onSubmit)(event);
  };

  return (
    <FormOptionsContext value={{ validateOnMount }}>
      <FormProvider {...form}>
        <form
          {...props}
          className={className ? `${styles.form} ${className}` : styles.form}
          noValidate
          onSubmit={submit}
        >
          {children}
        </form>
      </FormProvider>
    </FormOptionsContext>
  );
}
