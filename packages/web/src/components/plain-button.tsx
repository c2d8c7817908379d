import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { palette } from './theme';

type Variant = 'primary' | 'default' | 'danger';

const base: CSSProperties = {
  height: 32,
  padding: '4px 15px',
  borderRadius: 4,
  fontSize: 13,
  fontFamily: 'inherit',
  cursor: 'pointer',
  border: '1px solid transparent',
  lineHeight: '22px',
};

const variants: Record<Variant, CSSProperties> = {
  primary: { background: palette.primary, color: '#fff' },
  danger: { background: palette.danger, color: '#fff' },
  default: { background: '#fff', color: palette.text, borderColor: '#d0d5da' },
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
  const size: CSSProperties = large ? { height: 40, fontSize: 15, padding: '6px 15px' } : {};
  return (
    <button
      type="button"
      data-variant={variant}
      style={{ ...base, ...variants[variant], ...size, ...style }}
      {...props}
    />
  );
}
