import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle: typing a long password blind on a phone is error-prone. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      action={
        <button
          type="button"
          className="field__action"
          aria-label="Show password"
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
