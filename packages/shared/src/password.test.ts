import { describe, expect, it } from 'vitest';
import { isValidPassword } from './password';

describe('password rule', () => {
  it('accepts a password with upper, lower, digit, symbol and 8 characters', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
  });

  it.each([
    ['too short', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no symbol', 'Abcdefg1'],
    ['symbol outside the list', 'Abcdefg1?'],
  ])('rejects a password with %s', (_why, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('reads * as a symbol except on the reset page', () => {
    expect(isValidPassword('Abcdef1*')).toBe(true);
    expect(isValidPassword('Abcdef1*', 'reset')).toBe(false);
    expect(isValidPassword('Abcdef1&', 'reset')).toBe(true);
  });
});
