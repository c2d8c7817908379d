/** How long shifts last and how far an extension reaches (docs/decisions/0502-shift-length-and-extension.md). */
export type ShiftSettings = {
  /** A new shift ends this many seconds after it starts (default 8 h). */
  lengthSeconds: number;
  /** An extension (the prompt's "continue", or any task action of a non-manager) keeps at least this much left (default 1 h). */
  extensionSeconds: number;
};

export const DEFAULT_SHIFT_SETTINGS: ShiftSettings = { lengthSeconds: 8 * 3600, extensionSeconds: 3600 };

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

export function loadShiftSettings(env: NodeJS.ProcessEnv = process.env): ShiftSettings {
  return {
    lengthSeconds: positive(env.SHIFT_LENGTH_SECONDS, DEFAULT_SHIFT_SETTINGS.lengthSeconds),
    extensionSeconds: positive(env.SHIFT_EXTENSION_SECONDS, DEFAULT_SHIFT_SETTINGS.extensionSeconds),
  };
}
