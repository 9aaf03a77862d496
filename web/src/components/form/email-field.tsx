import { TextField, type TextFieldProps } from './text-field';

/** An email input as phones and password managers expect it: email keyboard, autofill, no spell check. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" spellCheck={false} required {...props} />;
}
