import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import type { ContactForm } from '@india-tours/validation/contact';
import type { UseFormReturn } from 'react-hook-form';
import type { PayloadError } from '@/components/form/form-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { SendContactMessageDocument, type SendContactMessageMutation } from '@/gql/graphql';

/** Named as the API's `SendContactMessageInput`, so a payload error's `field` finds its input. */
export type ContactValues = { [Field in keyof ContactForm]: string };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** Spec §8, word for word ({message} is the server's or the network's own words). */
export const contactFormMessages = {
  backendError: (message: string) => `Backend Error: ${message}`,
  serverError: (message: string) => `Server Error: ${message}`,
} as const;

export type ContactTicket = NonNullable<SendContactMessageMutation['sendContactMessage']['ticket']>;

/** 'Backend Error: …' as a refusal of no field, so the form shows it in its alert. */
const backendError = (errors: ReadonlyArray<{ message: string }>): PayloadError => ({
  code: 'BACKEND_ERROR',
  field: null,
  message: contactFormMessages.backendError(errors.map((error) => error.message).join(' ')),
});

/**
 * 'Backend Error: …' when the server answered with an error (e.g. too many messages: its text says when to
 * try again); 'Server Error: …' with the network's message when no GraphQL answer came back.
 */
function requestFailure(error: unknown): PayloadError {
  if (CombinedGraphQLErrors.is(error)) return backendError(error.errors);
  const message = contactFormMessages.serverError(error instanceof Error ? error.message : String(error));
  return { code: 'SERVER_ERROR', field: null, message };
}

function toInput(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim() };
}

/**
 * The contact form's submit. A refusal says 'Backend Error: …' with the server's messages, each also
 * beside its field; a message saved hands its ticket on, and the mail to the operator is followed from it.
 */
export function useSendContactMessage(form: UseFormReturn<ContactValues>, onSent: (ticket: ContactTicket) => void) {
  const [sendContactMessage] = useMutation(SendContactMessageDocument);

  return useFormSubmit(form, {
    fieldNames: FIELDS,
    // `send` words every failure itself; `rejected` only answers a refusal that gives no reason at all.
    failureMessages: {
      rejected: contactFormMessages.backendError('The message was not saved.'),
      unreachable: contactFormMessages.serverError('No answer.'),
    },
    async send(values) {
      let payload: SendContactMessageMutation['sendContactMessage'] | undefined;
      try {
        payload = (await sendContactMessage({ variables: { input: toInput(values) } })).data?.sendContactMessage;
      } catch (error) {
        return [requestFailure(error)];
      }
      if (payload?.ticket) {
        onSent(payload.ticket);
        return undefined;
      }
      const errors = payload?.errors ?? [];
      if (errors.length === 0) return [];
      return [backendError(errors), ...errors];
    },
  });
}
