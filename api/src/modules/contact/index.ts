import type { BaseContext } from '../../graphql/context.js';
import type { NodeFetchers } from '../../graphql/relay/node.js';
import { Role } from '../../graphql/viewer.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactDeskResolver } from './contact-desk.resolver.js';
import type { ContactContext } from './contact.loaders.js';
import { ContactResolver } from './contact.resolver.js';

export { ContactService } from './contact.service.js';
export { ContactDeskService } from './contact-desk.service.js';
export { CONTACT_ADDRESS_QUOTA, CONTACT_EMAIL_QUOTA } from './contact.rules.js';
export { createContactLoaders, type ContactContext } from './contact.loaders.js';
export type { GrievanceOfficerContact } from '../mail/index.js';

export const contactEntities = [ContactMessage];
export const contactResolvers = [ContactResolver, ContactDeskResolver] as const;

/** A contact message is readable by admins only; to anyone else it does not exist (NOT_FOUND, as a missing one). */
export const contactNodeFetchers: NodeFetchers<BaseContext & ContactContext> = {
  ContactMessage: async (id, { actor, contact }) => (actor.viewer?.role === Role.ADMIN ? contact.loaders.messageById.load(id) : null),
};
