import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Node } from '../../graphql/relay/node.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { Role } from '../../graphql/viewer.js';

/**
 * An account. BEWARE: every @Field here is personal data. The type is reachable only through `me`
 * and through `node(id:)` for its owner or an admin; keep it that way when adding fields or roots.
 */
@Entity({ name: 'users' })
@ObjectType({ implements: Node, description: 'An account. Readable only by its owner and by admins.', simpleResolvers: true })
export class User implements Node {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer' })
  @Field(() => Int, { description: 'Primary key in the database; the legacy REST API calls it `_id`.' })
  databaseId: number;

  @Field(() => ID, { description: 'Opaque global identifier (see `Node`).' })
  get id(): string {
    return toGlobalId('User', this.databaseId);
  }

  @Column({ type: 'varchar', length: 100 })
  @Field(() => String, { description: 'Display name.' })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  @Field(() => String, { description: 'Sign-in email, lower-cased.' })
  email: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  @Field(() => String, { nullable: true, description: 'Mobile number: 10 digits starting with 6-9. Null for the operator account.' })
  phone: string | null;

  /** argon2id PHC string. Never selected into an answer. */
  @Column({ name: 'password_hash', type: 'varchar', length: 200, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10 })
  @Field(() => Role, { description: 'What the account may do.' })
  role: Role;
}
