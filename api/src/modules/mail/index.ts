import type { BaseContext } from '../../graphql/context.js';
import type { NodeFetchers } from '../../graphql/relay/node.js';
import { Role } from '../../graphql/viewer.js';
import { OutboxMail } from './mail.entity.js';
import { MailDeskResolver, type MailContext } from './mail-desk.resolver.js';

export { createMailTransport, type MailMessage } from './mailer.js';
export { MailQueue } from './mail-queue.js';
export { MailDeliveryStatus } from './mail-delivery-status.js';
export { MailDeskService } from './mail-desk.service.js';
export type { MailContext } from './mail-desk.resolver.js';
export { createMailLoaders, createMailStatusLoader } from './mail.loaders.js';
export { bookingCancellationMail } from './templates/booking-cancellation.js';
export { bookingChangeMail, bookingChangeOperatorMail, type TripChangeNote } from './templates/booking-change.js';
export { bookingConfirmationMail, bookingOperatorCopyMail, type BookedTrip } from './templates/booking-confirmation.js';
export { contactAcknowledgementMail, contactOperatorMail, type GrievanceOfficerContact, type ReceivedContactMessage } from './templates/contact-message.js';
export { passwordResetMail } from './templates/password-reset.js';
export { tripPlanOperatorMail, tripPlanSummaryMail } from './templates/trip-plan.js';

export const mailEntities = [OutboxMail];
export const mailResolvers = [MailDeskResolver] as const;

/** A mail is an admin's to see; to anyone else it does not exist (NOT_FOUND, as a missing one). */
export const mailNodeFetchers: NodeFetchers<BaseContext & MailContext> = {
  OutboxMail: async (id, { actor, mailDesk }) => (actor.viewer?.role === Role.ADMIN ? mailDesk.loaders.mailById.load(id) : null),
};
