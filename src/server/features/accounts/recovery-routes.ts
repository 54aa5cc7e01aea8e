import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '@/contracts/catalogue';
import { confirmEmailChangeInput, passwordResetInput, passwordResetRequestInput } from '@/contracts/auth';
import { errorResponse, messageResponse } from '@/contracts/common';
import { accountsMessages } from '@/contracts/messages/accounts';
import type { AccountsDeps } from './route-deps';

/**
 * What a mailed link does (decision 023): a forgotten password and a new address's confirmation.
 * Public: the link is opened wherever the mail is read, signed in or not; its single-use token is the
 * proof.
 */
export function recoveryRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  const { lifecycle, perAddressLimit } = deps;
  return async (app) => {
    app.post(
      '/api/auth/password-reset/request',
      {
        config: { rateLimit: perAddressLimit },
        schema: {
          tags: ['accounts'],
          summary:
            'E-mail a single-use link (one hour) to choose a new password; the answer is the same whether or not the address has an account',
          body: passwordResetRequestInput,
          response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await lifecycle.requestReset(request.body.email, request.ip);
        return messageBody(accountsMessages.resetRequested);
      },
    );

    app.post(
      '/api/auth/password-reset',
      {
        config: { rateLimit: perAddressLimit },
        schema: {
          tags: ['accounts'],
          summary: "Choose a new password with an e-mailed link's token; signs the person out everywhere",
          body: passwordResetInput,
          response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await lifecycle.resetPassword(request.body.token, request.body.password);
        return messageBody(accountsMessages.passwordReset);
      },
    );

    app.post(
      '/api/auth/email-change/confirm',
      {
        config: { rateLimit: perAddressLimit },
        schema: {
          tags: ['accounts'],
          summary:
            'Confirm a new e-mail address with the token of the link mailed to it: the account takes the address (409 if another account took it meanwhile); both addresses are told',
          body: confirmEmailChangeInput,
          response: { 200: messageResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await lifecycle.confirmEmailChange(request.body.token);
        return messageBody(accountsMessages.emailChanged);
      },
    );
  };
}
