import { useId } from 'react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { TextSkeleton } from '@/components/skeleton';
import type { GrievanceOfficer_OfficerFragment } from '@/gql/graphql';
import { contactLinks } from '@/paths';
import './contact.css';

/** Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): a complaint is acknowledged within 48 hours. */
export const COMPLAINT_ACKNOWLEDGEMENT_HOURS = 48;

export const grievanceOfficerMessages = {
  failed: "The grievance officer's details could not be loaded.",
} as const;

type GrievanceOfficerProps = {
  /** Undefined while the page query loads or when it failed. */
  officer: GrievanceOfficer_OfficerFragment | undefined;
  hasFailed: boolean;
  onRetry: () => void;
};

/** Who handles complaints, as rule 4(4) of the Consumer Protection (E-Commerce) Rules, 2020 asks every platform to show. */
export function GrievanceOfficer({ officer, hasFailed, onRetry }: GrievanceOfficerProps) {
  const titleId = useId();
  return (
    <section className="grievance-officer" aria-labelledby={titleId}>
      <h2 id={titleId} className="grievance-officer__title">
        Grievance officer
      </h2>
      <p className="grievance-officer__rule">
        Under the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer handles complaints about our
        services and acknowledges each within {COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours.
      </p>
      {officer ? (
        <OfficerDetails officer={officer} />
      ) : hasFailed ? (
        <LoadFailedNotice look="plain" message={grievanceOfficerMessages.failed} onRetry={onRetry} />
      ) : (
        <div role="status">
          <span className="visually-hidden">Loading the grievance officer&apos;s details…</span>
          <TextSkeleton lines={5} />
        </div>
      )}
    </section>
  );
}

function OfficerDetails({ officer }: { officer: GrievanceOfficer_OfficerFragment }) {
  return (
    <dl className="grievance-officer__details">
      <div>
        <dt>Name</dt>
        <dd>{officer.name}</dd>
      </div>
      <div>
        <dt>Designation</dt>
        <dd>{officer.designation}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={contactLinks.email(officer.email)}>{officer.email}</a>
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={contactLinks.phone(officer.phone)}>{officer.phone}</a>
        </dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{officer.address}</dd>
      </div>
    </dl>
  );
}
