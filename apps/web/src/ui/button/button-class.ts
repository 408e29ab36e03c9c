import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'icon';

const variantClass: Record<ButtonVariant, string | undefined> = {
  primary: undefined,
  secondary: styles.secondary,
  icon: styles.icon,
};

/** The class names of a design-system button, for native `<button>`s that cannot use `Button`. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  const extra = variantClass[variant];
  return extra ? `${styles.button} ${extra}` : (styles.button ?? '');
}
