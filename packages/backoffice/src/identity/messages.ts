/** Texts of the sign-in, sign-out and error pages in the two complete languages. */
export type Language = 'es' | 'en';

const es = {
  signInTitle: 'Iniciar sesión',
  signInLead: 'Entra con tu usuario de Umbrella.',
  username: 'Usuario',
  password: 'Contraseña',
  signIn: 'Entrar',
  wrongCredentials: 'Usuario o contraseña incorrectos.',
  blocked: 'Tu cuenta está bloqueada. Por favor, comunícalo a tu supervisor.',
  tooManyAttempts: 'Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.',
  missingFields: 'Escribe tu usuario y tu contraseña.',
  expired: 'Esta página de inicio de sesión ya no es válida. Vuelve a la aplicación e inténtalo de nuevo.',
  backToApp: 'Volver a Umbrella',
  signOutTitle: 'Cerrar sesión',
  signOutLead: 'Cerrando tu sesión…',
  signOut: 'Cerrar sesión',
  signedOutTitle: 'Sesión cerrada',
  signedOutLead: 'Has cerrado tu sesión en Umbrella.',
  errorTitle: 'No se pudo completar el inicio de sesión',
  otherLanguage: 'English',
};

const en: typeof es = {
  signInTitle: 'Sign in',
  signInLead: 'Sign in with your Umbrella account.',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  wrongCredentials: 'Wrong username or password.',
  blocked: 'Your account is blocked. Please address it to your manager',
  tooManyAttempts: 'Too many sign-in attempts. Wait a few minutes and try again.',
  missingFields: 'Enter your username and your password.',
  expired: 'This sign-in page is no longer valid. Go back to the app and try again.',
  backToApp: 'Back to Umbrella',
  signOutTitle: 'Sign out',
  signOutLead: 'Signing you out…',
  signOut: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOutLead: 'You have signed out of Umbrella.',
  errorTitle: 'Sign-in could not be completed',
  otherLanguage: 'Español',
};

export type Messages = typeof es;

export const MESSAGES: Record<Language, Messages> = { es, en };

const isLanguage = (value: string | undefined): value is Language => value === 'es' || value === 'en';

/**
 * Picks the page language: an explicit choice (the language link or form field) first, then the
 * client's `ui_locales`, then the browser's Accept-Language, and Spanish by default.
 */
export function pickLanguage(sources: { explicit?: string; uiLocales?: string; acceptLanguage?: string }): Language {
  if (isLanguage(sources.explicit)) return sources.explicit;
  const candidates = [
    ...(sources.uiLocales?.split(' ') ?? []),
    ...(sources.acceptLanguage
      ?.split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.q > 0)
      .sort((a, b) => b.q - a.q)
      .map((entry) => entry.tag) ?? []),
  ];
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'es';
}
