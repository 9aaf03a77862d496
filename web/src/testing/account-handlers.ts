import { graphql, HttpResponse } from 'msw';
import {
  LogInDocument,
  LogOutDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SessionUserDocument,
} from '@/gql/graphql';
import { accountError, ASHA, RESET_REQUESTED_MESSAGE, VALID_RESET_TOKEN } from './fixtures/accounts';

/** Accounts as the API answers them: Asha exists; every sign-up of another email succeeds. */
export const accountHandlers = [
  graphql.query(SessionUserDocument, () => HttpResponse.json({ data: { me: null } })),

  graphql.mutation(LogInDocument, ({ variables: { input } }) => {
    const isAsha = input.email.toLowerCase() === ASHA.user.email && input.password === ASHA.password;
    return HttpResponse.json({
      data: {
        logIn: isAsha
          ? { __typename: 'LogInPayload', user: ASHA.user, errors: [] }
          : {
              __typename: 'LogInPayload',
              user: null,
              errors: [accountError('INVALID_CREDENTIALS', null, 'Invalid email or password.')],
            },
      },
    });
  }),

  graphql.mutation(RegisterDocument, ({ variables: { input } }) => {
    const errors =
      input.email.toLowerCase() === ASHA.user.email
        ? [accountError('EMAIL_TAKEN', 'email', 'An account with this email already exists. Please log in instead.')]
        : [];
    const user = { __typename: 'User' as const, id: 'VXNlcjoy', name: input.name, email: input.email.toLowerCase(), role: 'USER' as const };
    return HttpResponse.json({
      data: { register: { __typename: 'RegisterPayload', user: errors.length ? null : user, errors } },
    });
  }),

  graphql.mutation(LogOutDocument, () =>
    HttpResponse.json({ data: { logOut: { __typename: 'LogOutPayload', loggedOut: true } } }),
  ),

  graphql.mutation(RequestPasswordResetDocument, () =>
    HttpResponse.json({
      data: {
        requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: RESET_REQUESTED_MESSAGE, errors: [] },
      },
    }),
  ),

  graphql.mutation(ResetPasswordDocument, ({ variables: { input } }) => {
    const isValid = input.token === VALID_RESET_TOKEN;
    const errors = isValid
      ? []
      : [accountError('INVALID_RESET_TOKEN', 'token', 'This reset link is invalid or has expired. Please request a new one.')];
    return HttpResponse.json({
      data: {
        resetPassword: {
          __typename: 'ResetPasswordPayload',
          message: isValid ? 'Password reset successfully!' : null,
          errors,
        },
      },
    });
  }),
];
