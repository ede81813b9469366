/**
 * The password rule of spec 1 §5: a lowercase letter, an uppercase letter, a digit, one special symbol and
 * at least 8 characters. The reset page reads the symbols as !@#$%^& while the change-password and
 * create-user screens read !@#$%^&*.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SYMBOLS = '!@#$%^&*';
export const RESET_PASSWORD_SYMBOLS = '!@#$%^&';
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordScreen = 'default' | 'reset';

export function isValidPassword(password: string, screen: PasswordScreen = 'default'): boolean {
  const symbols = screen === 'reset' ? RESET_PASSWORD_SYMBOLS : PASSWORD_SYMBOLS;
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    [...password].some((ch) => symbols.includes(ch))
  );
}
