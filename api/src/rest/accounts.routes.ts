import {
  LegacyLogInDocument,
  LegacyLogOutDocument,
  LegacyRegisterDocument,
  LegacyRequestPasswordResetDocument,
  LegacyResetPasswordDocument,
  type LegacyUserFragment,
} from './gql/graphql.js';
import { withLegacyId } from './legacy-id.js';
import { textOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';
import type { RestRequest } from './rest-request.js';

function bearerOf(request: RestRequest): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '')?.[1] ?? '';
}

/** The user as the original product stored it (`role` lower-case: 'admin' or 'user'), plus the global `id`. */
function legacyUser({ role, ...user }: LegacyUserFragment) {
  return { ...withLegacyId(user), role: role.toLowerCase() };
}

/** Spec §7, the /api/auth rows (documents in accounts.graphql). The body is never trusted for identity or role. */
export const accountRoutes: readonly RestRoute[] = [
  route({
    method: 'post',
    path: '/auth/login',
    document: LegacyLogInDocument,
    variables: (request) => ({ input: { email: textOf(request, 'email'), password: textOf(request, 'password') } }),
    payloadField: 'logIn',
    errorKey: 'msg',
    respond: ({ logIn }) => ({ msg: 'Login successful!', user: legacyUser(logIn.user!), token: logIn.token }),
  }),
  route({
    method: 'post',
    path: '/auth/signup',
    document: LegacyRegisterDocument,
    variables: (request) => ({
      input: {
        name: textOf(request, 'name'),
        email: textOf(request, 'email'),
        phone: textOf(request, 'phone'),
        password: textOf(request, 'password'),
      },
    }),
    payloadField: 'register',
    errorKey: 'message',
    successStatus: 201,
    respond: ({ register }) => ({ message: 'Registration successful!', user: legacyUser(register.user!) }),
  }),
  route({
    method: 'post',
    path: '/auth/logout',
    document: LegacyLogOutDocument,
    errorKey: 'msg',
    respond: () => ({ msg: 'Logged out.' }),
  }),
  route({
    method: 'post',
    path: '/auth/forgot-password',
    document: LegacyRequestPasswordResetDocument,
    variables: (request) => ({ input: { email: textOf(request, 'email') } }),
    payloadField: 'requestPasswordReset',
    errorKey: 'message',
    respond: ({ requestPasswordReset }) => ({ message: requestPasswordReset.message }),
  }),
  route({
    method: 'post',
    path: '/auth/reset-password',
    document: LegacyResetPasswordDocument,
    variables: (request) => ({
      input: { token: textOf(request, 'token') || bearerOf(request), newPassword: textOf(request, 'newPassword') },
    }),
    payloadField: 'resetPassword',
    errorKey: 'msg',
    respond: ({ resetPassword }) => ({ msg: resetPassword.message }),
  }),
];
