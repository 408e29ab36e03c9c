import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonVariant, buttonClassName } from './button-class';

export { type ButtonVariant, buttonClassName };

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

/** A react-aria button with the design system's look. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  const base = buttonClassName(variant);
  return <AriaButton {...props} className={className ? `${base} ${className}` : base} />;
}
