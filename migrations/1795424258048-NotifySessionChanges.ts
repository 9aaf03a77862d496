import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instances keep the sessions they resolved for a few seconds (accounts' SessionCache). Whatever ends a session or
 * changes what it may do tells every instance on the channel `session_changes`, with the account's id: a revoked,
 * deleted or re-dated session, a changed role (a deleted account deletes its sessions), whether the app or an
 * operator's SQL did it. `*` (the sessions emptied) means every account. Recording a session's use (last_seen_at moving forward) is not a change.
 */
export class NotifySessionChanges1795424258048 implements MigrationInterface {
  name = 'NotifySessionChanges1795424258048';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('session_changes', '*');
        ELSIF TG_TABLE_NAME = 'users' THEN  -- its role changed
          PERFORM pg_notify('session_changes', OLD.id::text);
        ELSE
          PERFORM pg_notify('session_changes', OLD.user_id::text);
          IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
            PERFORM pg_notify('session_changes', NEW.user_id::text);
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
      WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash
            OR NEW.created_at <> OLD.created_at OR NEW.last_seen_at < OLD.last_seen_at)
      EXECUTE FUNCTION notify_session_change()`);
    await queryRunner.query(`CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change()`);
    await queryRunner.query(`
      CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users FOR EACH ROW
      WHEN (NEW.role IS DISTINCT FROM OLD.role) EXECUTE FUNCTION notify_session_change()`);
    await queryRunner.query(`CREATE TRIGGER sessions_emptied AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [trigger, table] of [
      ['sessions_changed', 'sessions'],
      ['sessions_deleted', 'sessions'],
      ['sessions_emptied', 'sessions'],
      ['users_role_changed', 'users'],
    ]) {
      await queryRunner.query(`DROP TRIGGER ${trigger} ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION notify_session_change()`);
  }
}
