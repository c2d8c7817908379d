import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { frameStyles } from './frame-styles';

type Variant = 'primary' | 'default' | 'danger';

const VARIANTS: Record<Variant, CSSProperties> = {
  primary: frameStyles.buttonPrimary,
  danger: frameStyles.buttonDanger,
  default: frameStyles.buttonDefault,
};

/**
 * A button for the parts of the frame that paint before antd has loaded (sign-in, status
 * screens); it looks like antd's so nothing jumps when antd arrives.
 */
export function PlainButton({
  variant = 'default',
  large,
  style,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; large?: boolean }) {
  return (
    <button
      type="button"
      data-variant={variant}
      style={{ ...frameStyles.button, ...VARIANTS[variant], ...(large ? frameStyles.buttonLarge : {}), ...style }}
      {...props}
    />
  );
}
