import type { Request } from 'express';
import { textOf } from './request-body.js';
import { route, type RestRoute } from './rest-route.js';

const USER_FIELDS = 'databaseId id name email phone role';

interface UserFields {
  databaseId: number;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
}

function bearerOf(request: Request): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}

/** The user as the original product stored it (`role` lower-case: 'admin' or 'user'), plus the global `id`. */
function legacyUser(user: UserFields) {
  const { databaseId, role, ...rest } = user;
  return { _id: String(databaseId), ...rest, role: role.toLowerCase() };
}

/** Spec §7, the /api/auth rows. The body is never trusted for identity or role. */
export const accountRoutes: readonly RestRoute[] = [
  route<{ logIn: { token: string; user: UserFields } }>({
    method: 'post',
    path: '/auth/login',
    document: `mutation LegacyLogIn($input: LogInInput!) {
      logIn(input: $input) { token user { ${USER_FIELDS} } errors { code message } }
    }`,
    variables: (request) => ({ input: { email: textOf(request, 'email'), password: textOf(request, 'password') } }),
    payloadField: 'logIn',
    errorKey: 'msg',
    respond: ({ logIn }) => ({ msg: 'Login successful!', user: legacyUser(logIn.user), token: logIn.token }),
  }),
  route<{ register: { user: UserFields } }>({
    method: 'post',
    path: '/auth/signup',
    document: `mutation LegacyRegister($input: RegisterInput!) {
      register(input: $input) { user { ${USER_FIELDS} } errors { code message } }
    }`,
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
    respond: ({ register }) => ({ message: 'Registration successful!', user: legacyUser(register.user) }),
  }),
  route({
    method: 'post',
    path: '/auth/logout',
    document: `mutation LegacyLogOut { logOut { loggedOut } }`,
    errorKey: 'msg',
    respond: () => ({ msg: 'Logged out.' }),
  }),
  route<{ requestPasswordReset: { message: string | null } }>({
    method: 'post',
    path: '/auth/forgot-password',
    document: `mutation LegacyRequestPasswordReset($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) { message errors { code message } }
    }`,
    variables: (request) => ({ input: { email: textOf(request, 'email') } }),
    payloadField: 'requestPasswordReset',
    errorKey: 'message',
    respond: ({ requestPasswordReset }) => ({ message: requestPasswordReset.message }),
  }),
  route<{ resetPassword: { message: string | null } }>({
    method: 'post',
    path: '/auth/reset-password',
    document: `mutation LegacyResetPassword($input: ResetPasswordInput!) {
      resetPassword(input: $input) { message errors { code message } }
    }`,
    variables: (request) => ({
      input: { token: textOf(request, 'token') || bearerOf(request), newPassword: textOf(request, 'newPassword') },
    }),
    payloadField: 'resetPassword',
    errorKey: 'msg',
    respond: ({ resetPassword }) => ({ msg: resetPassword.message }),
  }),
];
