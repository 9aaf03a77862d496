import { contactRules, MESSAGE_MAX_LENGTH } from '@india-tours/validation/contact';
import { fieldValidator } from '@india-tours/validation/form';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/form/email-field';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useSendContactMessage, type ContactTicket, type ContactValues } from './use-send-contact-message';
import './contact.css';

const rule = (field: keyof ContactValues) => fieldValidator(contactRules, field);

/** Who is writing: a signed-in account's name, email and phone, or the last sender's details for a second message. */
export type ContactSender = Partial<Pick<ContactValues, 'name' | 'email' | 'phone'>>;

type ContactFormProps = {
  sender: ContactSender;
  onSent: (ticket: ContactTicket, values: ContactValues) => void;
  /** Opened from "Send another message": that button is gone, so the focus (and the view) moves to the first field. */
  focusFirstField?: boolean;
};

/** The contact form (spec §5): every field required, checked in the browser with the server's rules and messages. */
export function ContactForm({ sender, onSent, focusFirstField = false }: ContactFormProps) {
  const form = useForm<ContactValues>({
    defaultValues: { name: sender.name ?? '', email: sender.email ?? '', phone: sender.phone ?? '', message: '' },
  });
  const { errors } = form.formState;
  const { onSubmit, isBusy, formError } = useSendContactMessage(form, (ticket) => onSent(ticket, form.getValues()));

  useEffect(() => {
    if (focusFirstField) form.setFocus('name');
  }, [form, focusFirstField]);

  // The account's phone comes with the page's query, which may answer after the form is drawn: it fills an empty field.
  useEffect(() => {
    if (sender.phone && !form.getValues('phone')) form.setValue('phone', sender.phone);
  }, [form, sender.phone]);

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={isBusy} aria-label="Your message">
      <FormError message={formError} />
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name', { validate: rule('name') })} />
      <div className="form__pair">
        <EmailField
          hint="We reply here and send your ticket number."
          error={errors.email?.message}
          {...form.register('email', { validate: rule('email') })}
        />
        <TextField
          label="Phone"
          type="tel"
          // The national number: plain `tel` autofills "+91…", which the 10-digit rule refuses.
          autoComplete="tel-national"
          inputMode="numeric"
          required
          hint="10 digits, so we can call you back."
          error={errors.phone?.message}
          {...form.register('phone', { validate: rule('phone') })}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        rows={6}
        hint={`Up to ${MESSAGE_MAX_LENGTH} characters.`}
        error={errors.message?.message}
        {...form.register('message', { validate: rule('message') })}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Sending your message…">
        Send message
      </SubmitButton>
    </form>
  );
}
