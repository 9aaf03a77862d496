import { CheckIcon, LockIcon } from '@/components/icons';
import { assets } from '@/paths';

/** Decoration at the foot of the panel (hidden on phones, where the panel sits under the form). */
function AsidePicture({ place }: { place: string }) {
  return <img className="account-aside__picture" src={assets.placeImage(place)} alt="" width={800} height={500} />;
}

const BENEFITS = [
  'Book any of our special tours in a few steps',
  'See all your trips in My History, and cancel when plans change',
  'Edit or delete the reviews you post',
] as const;

/** Beside login and register: what an account is for, and that it is safe. */
export function AccountBenefits() {
  return (
    <>
      <h2 className="account-aside__title">Travel India with an account</h2>
      <ul className="account-aside__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <span className="account-aside__icon" aria-hidden="true">
              <CheckIcon size={16} />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="account-aside__note">
        <LockIcon size={16} /> Your password is never stored as you type it, and we never share your details.
      </p>
      <AsidePicture place="taj-mahal" />
    </>
  );
}

const RESET_STEPS = [
  'Enter the email address of your account.',
  'Open the link we email you. It works once, within 30 minutes.',
  'Choose a new password. Any other device signed in to your account is signed out.',
] as const;

/** Beside forgot and reset password: what happens, step by step. */
export function ResetSteps() {
  return (
    <>
      <h2 className="account-aside__title">How resetting works</h2>
      <ol className="account-aside__list account-aside__list--steps">
        {RESET_STEPS.map((step, index) => (
          <li key={step}>
            <span className="account-aside__icon" aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <p className="account-aside__note">
        <LockIcon size={16} /> No email? Check your spam folder, or ask again in a few minutes.
      </p>
      <AsidePicture place="munnar-tea-gardens" />
    </>
  );
}
