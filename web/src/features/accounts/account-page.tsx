import { useId, type ReactNode } from 'react';
import { site } from '@/lib/site';
import './account-page.css';

type AccountPageProps = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The form, or the message that replaces it. */
  children: ReactNode;
  /** Links to the neighbouring account screens, under the form. */
  footer?: ReactNode;
  /** Why an account, or how a reset works: beside the form on wide screens, under it on phones. */
  aside: ReactNode;
};

/** The frame shared by login, register, forgot password and reset password. */
export function AccountPage({ eyebrow, title, intro, children, footer, aside }: AccountPageProps) {
  const titleId = useId();
  return (
    <div className="page account-page">
      <title>{`${title} · ${site.name}`}</title>
      <div className="account-page__card">
        <section className="account-page__main" aria-labelledby={titleId}>
          <span className="eyebrow">{eyebrow}</span>
          <h1 id={titleId}>{title}</h1>
          <p className="account-page__intro">{intro}</p>
          {children}
          {footer && <div className="account-page__footer">{footer}</div>}
        </section>
        <aside className="account-page__aside">{aside}</aside>
      </div>
    </div>
  );
}
