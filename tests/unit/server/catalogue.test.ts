import { describe, expect, it } from 'vitest';
import { defineMessages, messageBody, messageByCode } from '@/contracts/catalogue';
import { accountsMessages } from '@/contracts/messages/accounts';

describe('message catalogues', () => {
  it('finds a message by its code and answers it as { message, code }', () => {
    expect(messageByCode('usernameTaken')).toBe(accountsMessages.usernameTaken);
    expect(messageBody(accountsMessages.usernameTaken)).toEqual({
      message: 'This username is already taken',
      code: 'usernameTaken',
    });
  });

  it('refuses a code that another catalogue already gives another text', () => {
    expect(() => defineMessages({ usernameTaken: 'Someone else has this name' })).toThrow(
      'Message code "usernameTaken" is defined twice',
    );
  });
});
