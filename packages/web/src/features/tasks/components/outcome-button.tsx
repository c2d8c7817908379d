import { Button, type ButtonProps } from 'antd';

/** An outcome button with its key shown on it (beyond the spec: every outcome reachable with one key). */
export function OutcomeButton({ hotkey, children, ...props }: ButtonProps & { hotkey: string }) {
  return (
    <Button {...props} aria-keyshortcuts={hotkey.toUpperCase()}>
      {children}
      <kbd
        style={{
          marginInlineStart: 6,
          padding: '0 4px',
          border: '1px solid currentColor',
          borderRadius: 3,
          fontSize: 11,
          opacity: 0.7,
        }}
      >
        {hotkey.toUpperCase()}
      </kbd>
    </Button>
  );
}
